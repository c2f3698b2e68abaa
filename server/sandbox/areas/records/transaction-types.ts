import type { TransactionType } from '../../../../shared/domains/records/schemas';

/**
 * What a ledger row was for, read from its reason. The reasons written in the sandbox: `deposit`
 * (seeded balances, credited deposits), `withdraw`, `withdraw.fee`, `withdraw.refund` (a rejected
 * withdrawal), `transfer.*` (between one's own wallets, to an upline, to a downline), `game.bet`
 * and `lottery.bet` (stakes), `game.win`, `lottery.win` and `lottery.cancel` (wins and refunds of
 * bets), `bonus.<kind>`, `contract.<kind>.in|out` (salary and dividend payouts); anything else (the trial account's `demo` money) is an adjustment.
 * The first rule that matches decides; a `prefix` matches the reason itself and `prefix.…`.
 */
interface Rule {
  type: TransactionType;
  exact?: readonly string[];
  prefix?: readonly string[];
}

const RULES: readonly Rule[] = [
  { type: 'DEPOSIT', prefix: ['deposit'] },
  { type: 'WITHDRAW', prefix: ['withdraw'] },
  { type: 'TRANSFER', prefix: ['transfer'] },
  { type: 'BET', exact: ['game.bet', 'lottery.bet'] },
  { type: 'PAYOUT', exact: ['game.win', 'lottery.win', 'lottery.cancel'] },
  { type: 'BONUS', prefix: ['bonus'] },
  { type: 'CONTRACT', prefix: ['contract'] },
];
const OTHERWISE: TransactionType = 'ADJUSTMENT';

const matches = (rule: Rule, reason: string): boolean =>
  (rule.exact ?? []).includes(reason) || (rule.prefix ?? []).some((p) => reason === p || reason.startsWith(`${p}.`));

/** The account record's type of a ledger reason. */
export function transactionType(reason: string): TransactionType {
  return RULES.find((rule) => matches(rule, reason))?.type ?? OTHERWISE;
}

const quote = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** The same rules as an SQL condition on `column` (the rules are constants, quoted here). */
function ruleSql(rule: Rule, column: string): string {
  const parts = [
    ...(rule.exact ?? []).map((reason) => `${column} = ${quote(reason)}`),
    ...(rule.prefix ?? []).map((p) => `${column} = ${quote(p)} OR substr(${column}, 1, ${p.length + 1}) = ${quote(`${p}.`)}`),
  ];
  return parts.join(' OR ');
}

/** `transactionType` as an SQL expression over the reason column, for filtering by type in a query. */
export function transactionTypeSql(column: string): string {
  const whens = RULES.map((rule) => `WHEN ${ruleSql(rule, column)} THEN ${quote(rule.type)}`).join(' ');
  return `(CASE ${whens} ELSE ${quote(OTHERWISE)} END)`;
}

/** The reason of a bonus of `kind` ("FIRST_DEPOSIT" → bonus.first_deposit), and back. */
export const bonusReason = (kind: string): string => `bonus.${kind.toLowerCase()}`;
export const bonusKind = (reason: string): string => reason.slice('bonus.'.length).toUpperCase();
