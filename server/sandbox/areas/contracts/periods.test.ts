import { describe, expect, it } from 'vitest';
import { periodEnd } from './periods';

/** An instant of the contract zone (UTC+08:00) written as its local date and time. */
const local = (iso: string) => Date.parse(`${iso}+08:00`);

describe('contract periods', () => {
  it('cuts salaries into 5 minutes, hours and contract days of UTC+08:00', () => {
    expect(periodEnd('REALTIME_SALARY', null, local('2024-03-05T10:07:30'))).toBe(local('2024-03-05T10:10:00'));
    expect(periodEnd('REALTIME_SALARY', null, local('2024-03-05T10:10:00'))).toBe(local('2024-03-05T10:15:00'));
    expect(periodEnd('HOURLY_SALARY', null, local('2024-03-05T10:59:59'))).toBe(local('2024-03-05T11:00:00'));
    expect(periodEnd('DAILY_SALARY', null, local('2024-03-05T00:00:00'))).toBe(local('2024-03-06T00:00:00'));
    expect(periodEnd('DAILY_SALARY', null, local('2024-03-05T23:59:59'))).toBe(local('2024-03-06T00:00:00'));
  });

  it('ends dividend weeks on Monday 00:00, half months on the 16th and the 1st, months on the 1st', () => {
    // 2024-03-05 is a Tuesday; 2024-03-11 a Monday.
    expect(periodEnd('DIVIDEND', 'WEEKLY', local('2024-03-05T12:00:00'))).toBe(local('2024-03-11T00:00:00'));
    expect(periodEnd('DIVIDEND', 'WEEKLY', local('2024-03-11T00:00:00'))).toBe(local('2024-03-18T00:00:00'));
    expect(periodEnd('DIVIDEND', 'WEEKLY', local('2024-03-10T23:59:00'))).toBe(local('2024-03-11T00:00:00'));
    expect(periodEnd('DIVIDEND', 'SEMIMONTHLY', local('2024-02-15T23:00:00'))).toBe(local('2024-02-16T00:00:00'));
    expect(periodEnd('DIVIDEND', 'SEMIMONTHLY', local('2024-02-16T00:00:00'))).toBe(local('2024-03-01T00:00:00'));
    expect(periodEnd('DIVIDEND', 'MONTHLY', local('2024-12-31T23:00:00'))).toBe(local('2025-01-01T00:00:00'));
    expect(periodEnd('DIVIDEND', 'DAILY', local('2024-12-31T23:00:00'))).toBe(local('2025-01-01T00:00:00'));
  });
});
