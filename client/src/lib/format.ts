const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Balance display: two decimals with thousands separators (spec 2 §9), default symbol $. */
export function formatMoney(n: number, symbol = '$'): string {
  if (!Number.isFinite(n)) return `${symbol}0.00`;
  const text = money.format(Math.abs(n));
  return n < 0 ? `-${symbol}${text}` : `${symbol}${text}`;
}
