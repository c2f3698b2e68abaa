/**
 * The edge store's tables, as numbered migrations applied in order at start (store.ts). A migration
 * is never edited once shipped: a change is a new entry. Times are epoch milliseconds (BIGINT).
 */
export interface EdgeMigration {
  version: number;
  name: string;
  statements: readonly string[];
}

export const EDGE_MIGRATIONS: readonly EdgeMigration[] = [
  {
    version: 1,
    name: '001_sessions_sign_ins',
    statements: [
      // The platform sessions the edge knows: from a sign-in it forwarded, or learnt by asking the
      // platform who a token belongs to (member.info). Tokens are kept only as SHA-256 digests.
      `CREATE TABLE sessions (
        token_hash  TEXT PRIMARY KEY,
        account_id  TEXT NOT NULL,
        username    TEXT NOT NULL,
        learnt_at   BIGINT NOT NULL
      )`,
      'CREATE INDEX sessions_by_account ON sessions (account_id)',
      // Every sign-in the gateway forwarded and the platform accepted: what the recent sign-ins list shows.
      `CREATE TABLE sign_ins (
        id          BIGSERIAL PRIMARY KEY,
        account_id  TEXT NOT NULL,
        username    TEXT NOT NULL,
        token_hash  TEXT NOT NULL UNIQUE,
        signed_in_at BIGINT NOT NULL,
        address     TEXT NOT NULL,
        device      TEXT NOT NULL,
        method      TEXT NOT NULL
      )`,
      'CREATE INDEX sign_ins_by_account ON sign_ins (account_id, signed_in_at DESC)',
    ],
  },
  {
    version: 2,
    name: '002_protection',
    statements: [
      // Player protection (edge/protection): the brand's own, kept by account (member.info id) since
      // no platform keeps it. Amounts are cents, times epoch milliseconds.
      // One row per limit an account has set: deposit, loss and wager per day, week and month, and
      // the session limit (kind and period 'session', amount in minutes). `amount` is the limit in
      // force (NULL: none); `pending_set` marks a raise or a removal (`pending_amount` NULL) waiting
      // until `effective_at` and then for its confirmation.
      `CREATE TABLE protection_limits (
        account_id     TEXT NOT NULL,
        kind           TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
        period         TEXT NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
        amount         BIGINT CHECK (amount > 0),
        pending_set    BOOLEAN NOT NULL DEFAULT FALSE,
        pending_amount BIGINT CHECK (pending_amount > 0),
        requested_at   BIGINT,
        effective_at   BIGINT,
        PRIMARY KEY (account_id, kind, period),
        CHECK ((kind = 'session') = (period = 'session'))
      )`,
      // The reality check's interval in minutes (no row: the default).
      `CREATE TABLE protection_settings (
        account_id            TEXT PRIMARY KEY,
        reality_check_minutes INTEGER NOT NULL CHECK (reality_check_minutes > 0)
      )`,
      // Breaks, stop-now and self-exclusions: one runs while ended_at IS NULL AND ends_at > now.
      `CREATE TABLE protection_restrictions (
        id               BIGSERIAL PRIMARY KEY,
        account_id       TEXT NOT NULL,
        kind             TEXT NOT NULL CHECK (kind IN ('break', 'exclusion', 'stopNow')),
        duration         TEXT NOT NULL,
        started_at       BIGINT NOT NULL,
        ends_at          BIGINT NOT NULL CHECK (ends_at > started_at),
        cancellable_from BIGINT,
        ended_at         BIGINT
      )`,
      'CREATE INDEX protection_restrictions_by_account ON protection_restrictions (account_id, ends_at)',
      // The account's history: every change and every refusal by a limit, newest first by id.
      `CREATE TABLE protection_events (
        id           BIGSERIAL PRIMARY KEY,
        account_id   TEXT NOT NULL,
        time         BIGINT NOT NULL,
        event        TEXT NOT NULL,
        subject      TEXT NOT NULL,
        period       TEXT,
        from_value   TEXT,
        to_value     TEXT,
        effective_at BIGINT
      )`,
      'CREATE INDEX protection_events_by_account ON protection_events (account_id, id)',
      // What the gateway forwarded and the platform accepted, counted against the limits until the
      // platform's own records show it: deposit orders (reference: the order id, with the order's
      // expiry) and lottery orders (reference: the order number).
      `CREATE TABLE protection_forwarded (
        id         BIGSERIAL PRIMARY KEY,
        account_id TEXT NOT NULL,
        kind       TEXT NOT NULL CHECK (kind IN ('deposit', 'bet')),
        amount     BIGINT NOT NULL CHECK (amount >= 0),
        at         BIGINT NOT NULL,
        reference  TEXT NOT NULL,
        expires_at BIGINT
      )`,
      'CREATE INDEX protection_forwarded_by_account ON protection_forwarded (account_id, kind, at)',
      // Sessions the edge ended at the platform (session limit, stop-now): a later call with the
      // token answers 401 saying why. Tokens are kept only as SHA-256 digests.
      `CREATE TABLE protection_ended_sessions (
        token_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        reason     TEXT NOT NULL CHECK (reason IN ('sessionLimit', 'stopNow')),
        ended_at   BIGINT NOT NULL
      )`,
    ],
  },
  {
    version: 3,
    name: '003_sign_in_endings',
    statements: [
      // How a sign-in's session ended, as far as the gateway saw: signed out through it, or displaced
      // by the account's next sign-in (the platform keeps one session per account), naming that sign-in.
      'ALTER TABLE sign_ins ADD COLUMN signed_out_at BIGINT',
      'ALTER TABLE sign_ins ADD COLUMN displaced_by BIGINT',
      'CREATE INDEX sign_ins_by_displacer ON sign_ins (displaced_by)',
    ],
  },
];
