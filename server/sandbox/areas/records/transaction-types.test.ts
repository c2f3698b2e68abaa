import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { bonusKind, bonusReason, transactionType, transactionTypeSql } from './transaction-types';

const CASES = [
  ['deposit', 'DEPOSIT'],
  ['withdraw', 'WITHDRAW'],
  ['withdraw.fee', 'WITHDRAW'],
  ['withdraw.refund', 'WITHDRAW'],
  ['transfer.out', 'TRANSFER'],
  ['transfer.in', 'TRANSFER'],
  ['transfer.upline.out', 'TRANSFER'],
  ['transfer.downline.in', 'TRANSFER'],
  ['game.bet', 'BET'],
  ['lottery.bet', 'BET'],
  ['game.win', 'PAYOUT'],
  ['lottery.win', 'PAYOUT'],
  ['lottery.cancel', 'PAYOUT'],
  ['bonus.rebate', 'BONUS'],
  ['contract.daily_salary.in', 'CONTRACT'],
  ['contract.dividend.out', 'CONTRACT'],
  ['demo', 'ADJUSTMENT'],
  ['depositor', 'ADJUSTMENT'],
  ['bonus', 'BONUS'],
  ["it's", 'ADJUSTMENT'],
] as const;

describe('transaction types of ledger reasons', () => {
  it('maps every reason the sandbox writes to its account-record type', () => {
    for (const [reason, type] of CASES) expect(transactionType(reason), reason).toBe(type);
  });

  it('gives the same type in SQL as in code', () => {
    const db = new Database(':memory:');
    const sql = db.prepare<[string], string>(`SELECT ${transactionTypeSql('reason')} FROM (SELECT ? AS reason)`).pluck();
    for (const [reason, type] of CASES) expect(sql.get(reason), reason).toBe(type);
    db.close();
  });

  it('names bonus reasons after their kind and back', () => {
    expect(bonusReason('FIRST_DEPOSIT')).toBe('bonus.first_deposit');
    expect(bonusKind('bonus.first_deposit')).toBe('FIRST_DEPOSIT');
  });
});
