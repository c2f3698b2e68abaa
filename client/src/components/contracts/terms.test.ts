import { describe, expect, it } from 'vitest';
import { checkTerms, emptyTerms, type TermsDraft } from './terms';

const draft = (kind: TermsDraft['kind'], rows: [string, string, string][]): TermsDraft => ({
  ...emptyTerms(kind),
  tiers: rows.map(([threshold, minActiveMembers, rate], key) => ({ key, threshold, minActiveMembers, rate })),
});

describe('checkTerms', () => {
  it('answers the offer as the wire carries it: two-decimal money and rates, the period only for dividends', () => {
    expect(
      checkTerms(
        draft('DAILY_SALARY', [
          ['0', '0', '0.5'],
          ['10000', '3', '1'],
        ]),
        '3.00',
      ),
    ).toEqual({
      input: {
        kind: 'DAILY_SALARY',
        tiers: [
          { threshold: '0.00', minActiveMembers: 0, rate: '0.50' },
          { threshold: '10000.00', minActiveMembers: 3, rate: '1.00' },
        ],
      },
    });
    expect(checkTerms({ ...draft('DIVIDEND', [['500.5', '2', '20']]), period: 'WEEKLY' }, '60.00')).toEqual({
      input: { kind: 'DIVIDEND', period: 'WEEKLY', tiers: [{ threshold: '500.50', minActiveMembers: 2, rate: '20.00' }] },
    });
  });

  it('refuses thresholds that do not rise and rates that fall, naming the row', () => {
    const found = checkTerms(
      draft('HOURLY_SALARY', [
        ['1000', '1', '1'],
        ['1000', '1', '0.9'],
        ['2000', '1', '1'],
      ]),
      '3.00',
    );
    expect(found).toEqual({ problems: [{}, { threshold: 'notRising', rate: 'falling' }, {}] });
  });

  it('refuses a rate above the ceiling, at zero or with three decimals, and bad amounts and counts', () => {
    expect(checkTerms(draft('DAILY_SALARY', [['100', '1', '3.01']]), '3.00')).toEqual({ problems: [{ rate: 'aboveCeiling' }] });
    expect(checkTerms(draft('DAILY_SALARY', [['100', '1', '0']]), '3.00')).toEqual({ problems: [{ rate: 'notPositive' }] });
    expect(checkTerms(draft('DAILY_SALARY', [['100', '1', '0.125']]), '3.00')).toEqual({ problems: [{ rate: 'notRate' }] });
    expect(checkTerms(draft('DAILY_SALARY', [['', '', '']]), '3.00')).toEqual({
      problems: [{ threshold: 'empty', minActiveMembers: 'empty', rate: 'empty' }],
    });
    expect(checkTerms(draft('DAILY_SALARY', [['1,000', '1.5', '1']]), '3.00')).toEqual({
      problems: [{ threshold: 'notNumber', minActiveMembers: 'notWhole' }],
    });
    expect(checkTerms(draft('DAILY_SALARY', [['10.001', '1', '1']]), '3.00')).toEqual({ problems: [{ threshold: 'tooManyDecimals' }] });
  });

  it('lets nobody offer a kind whose ceiling is zero', () => {
    expect(checkTerms(draft('REALTIME_SALARY', [['100', '1', '0.01']]), '0.00')).toEqual({ problems: [{ rate: 'aboveCeiling' }] });
  });
});
