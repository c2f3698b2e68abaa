import type { Promotion } from '../../../../shared/domains/content/schemas';

/** The promotion's cover: its first image by sequence. */
export function coverOf(promotion: Promotion): string | null {
  const [first] = [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return first?.url ?? null;
}

/** Categories in first-seen order, each once. */
export function categoriesOf(promotions: readonly Promotion[]): string[] {
  return [...new Set(promotions.map((p) => p.category))];
}

/** Category codes such as new_player read as words when no translation names them. */
export function humanise(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function formatPeriod(promotion: Pick<Promotion, 'startDate' | 'endDate'>, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return `${format.format(promotion.startDate)} – ${format.format(promotion.endDate)}`;
}
