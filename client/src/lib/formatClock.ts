import { currentLocale } from './format';

/**
 * A countdown as the reader's digits write it: `h:mm:ss` from an hour up, below it `m:ss`, or
 * `mm:ss` with `padMinutes`. Intl writes the digits, so a Persian reader's clock reads ۰۱:۰۵ as
 * every other number on the page does. Apart from format.ts so that only the areas that count
 * down download it.
 */
export function formatClock(ms: number, options: { padMinutes?: boolean } = {}, locale = currentLocale()): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const one = new Intl.NumberFormat(locale, { useGrouping: false });
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const seconds = two.format(total % 60);
  if (hours > 0) return `${one.format(hours)}:${two.format(minutes)}:${seconds}`;
  return `${(options.padMinutes ? two : one).format(minutes)}:${seconds}`;
}
