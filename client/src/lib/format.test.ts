import { describe, expect, it } from 'vitest';
import { currentLocale, formatDate, formatMoney, formatNumber } from './format';
import { setLanguage } from './i18n';

describe('format', () => {
  it('formats in the current language locale', async () => {
    expect(currentLocale()).toBe('en-US');
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    await setLanguage('TL');
    expect(currentLocale()).toBe('tl');
    expect(formatDate(Date.UTC(2026, 10, 23), { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nob 23, 2026');
  });

  it('places the platform currency as the locale writes it, with two decimals', () => {
    expect(formatMoney(1234.5, '₱', 'PHP')).toBe('₱1,234.50');
    expect(formatMoney(-12.5, '$', 'USD')).toBe('-$12.50');
    expect(formatMoney(1234567.891, '₫', 'VND', 'vi-VN')).toBe('1.234.567,89\u00a0₫');
    expect(formatMoney(Number.NaN, '₱', 'PHP')).toBe('₱0.00');
  });

  it('leads with the symbol when the platform gives no usable currency code', () => {
    expect(formatMoney(1234.5, '₱')).toBe('₱1,234.50');
    expect(formatMoney(1234.5, '₱', '')).toBe('₱1,234.50');
    expect(formatMoney(1234.5, 'R', 'not-a-code')).toBe('R1,234.50');
    expect(formatMoney(1234.5, '€', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('keeps its own sign and symbol one left-to-right run inside right-to-left text', () => {
    expect(formatMoney(-3, '₱', undefined, 'ar')).toBe('\u2066-₱3.00\u2069');
    expect(formatMoney(1234.5, '₱', undefined, 'ur-PK')).toBe('\u2066₱1,234.50\u2069');
    expect(formatMoney(-3, '₱', undefined, 'th-TH')).toBe('-₱3.00');
    // Intl marks what it writes itself.
    expect(formatMoney(-3, '₱', 'PHP', 'ar')).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'PHP', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }).format(
        -3,
      ),
    );
  });
});
