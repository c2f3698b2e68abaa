import { currentLocale, formatNumber } from './format';

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
  // format.ts keeps one Intl.NumberFormat per locale and options: a clock ticking every second builds none.
  const one = (n: number) => formatNumber(n, { useGrouping: false }, locale);
  const two = (n: number) => formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false }, locale);
  const seconds = two(total % 60);
  if (hours > 0) return `${one(hours)}:${two(minutes)}:${seconds}`;
  return `${(options.padMinutes ? two : one)(minutes)}:${seconds}`;
}
