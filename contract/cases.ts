/**
 * A check of behaviour beyond one answer's shape: a money check (contract/money.ts) or a client
 * case (contract/clients.ts). Each is reported on a line of its own beneath the catalogue's table.
 */
export type CaseOutcome = 'passed' | 'failed' | 'skipped';

export interface CaseRow {
  kind: 'money' | 'client';
  /** What the case checks, in a few words (`transfer moves exactly its amount`). */
  name: string;
  /** The requests it makes, as `METHOD path`. */
  requests: string[];
  outcome: CaseOutcome;
  /** What was seen: each step's finding; for a failure, what departed. */
  details: string[];
  /** A client case: the public client it rebuilds. */
  source?: string;
}
