import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { catalogue } from '../../../../shared/api';
import { tokenHash } from '../accounts';
import type { EdgeContext } from '../plugin';
import { protectionRepository as repo, type EndedReason, type SessionRecord } from './repository';

/** Why a session the edge ended answers 401, as the 401's message says it. */
export const ENDED_MESSAGES: Record<EndedReason, string> = {
  sessionLimit: 'Your session time limit has been reached, so you have been logged out',
  stopNow: 'You stopped play for 24 hours, so you have been logged out',
};

/** How often the sweep looks for sessions past their limit. */
export const SWEEP_INTERVAL_MS = 30_000;
/** Tokens a replica keeps in memory for the sweep (the store keeps only digests); the oldest go first. */
const REMEMBERED_TOKENS = 50_000;
/**
 * How long a replica trusts what it read of a session (its account, start, session limit and end)
 * before reading the store again: every call with a token is checked, and one store query per call
 * would cost more than the forwarding itself (docs/gateway-profile.md). Ends and limit changes made
 * through this replica apply at once; those made through another (stop-now, a lower session limit)
 * reach this one within this time, and its money calls are refused at once all the same (their
 * guards read the running restriction on each call). A limit running out is computed from the clock
 * on every call, so it is never late.
 */
export const SESSION_READ_KEPT_MS = 5_000;
/** Ended sessions are kept this long: the platform ends an idle session well before. */
const ENDED_KEPT_MS = 2 * 24 * 3_600_000;
/** Forwarded amounts are kept this long: the longest limit window (a week reaching into the month before) is shorter. */
const FORWARDED_KEPT_MS = 40 * 24 * 3_600_000;

/**
 * The session limit and stop-now at the edge. A session's start is when the edge learnt its token
 * (the sign-in it forwarded, edge `sessions.learnt_at`); once the account's session limit has run
 * from it, the first call with the token ends the platform session with the platform's logout
 * (identity.logout, with that token) and answers 401 saying why, as does every later call. A sweep
 * every SWEEP_INTERVAL_MS (unref'd) does the same for the sessions this replica has seen: tokens are
 * never stored, so a replica can log out only the tokens it holds in memory; any replica refuses an
 * ended session's calls from the store.
 */
export class SessionWatch {
  /** Token digest → the token, what was last read of its session and when (`clock`); insertion order is age. */
  readonly #seen = new Map<string, { token: string; session: SessionRecord; readAt: number }>();
  #timer: NodeJS.Timeout | null = null;

  /** `clock` measures how old a read is (monotonic); `edge.now` is the platform's time the limits run on. */
  constructor(
    private readonly edge: EdgeContext,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  #hold(hash: string, token: string, session: SessionRecord): void {
    this.#seen.delete(hash);
    this.#seen.set(hash, { token, session, readAt: this.clock() });
    if (this.#seen.size > REMEMBERED_TOKENS) this.#seen.delete(this.#seen.keys().next().value!);
  }

  /** The session of `token`: as last read when that is fresh (SESSION_READ_KEPT_MS), else from the store. */
  async session(token: string): Promise<SessionRecord> {
    const hash = tokenHash(token);
    const held = this.#seen.get(hash);
    if (held && this.clock() - held.readAt < SESSION_READ_KEPT_MS) return held.session;
    const session = await repo.sessionOf(this.edge.store, hash);
    this.#hold(hash, token, session);
    return session;
  }

  /** The token's session is read from the store on its next call: the edge just learnt it (a sign-in). */
  learnt(token: string): void {
    this.#seen.delete(tokenHash(token));
  }

  /** The account's sessions are read from the store on their next call: its session limit changed. */
  reread(accountId: string): void {
    for (const held of this.#seen.values()) if (held.session.accountId === accountId) held.readAt = -Infinity;
  }

  /** Ends the platform session of `token`; a session already gone answers 401, which is the same outcome. */
  async logout(token: string, log?: FastifyBaseLogger): Promise<void> {
    const entry = catalogue['identity.logout'];
    try {
      await this.edge.platform.call(entry.method as 'DELETE', entry.path, { token, log });
    } catch (err) {
      log?.warn({ err }, 'Ending a platform session for player protection failed; the edge refuses its calls all the same');
    }
  }

  /** Why the session of `token` is over (the edge ended it, or its limit ran out now, which ends it), or null. */
  async ended(token: string, log?: FastifyBaseLogger): Promise<EndedReason | null> {
    const session = await this.session(token);
    if (session.ended) return session.ended;
    if (session.accountId === null || session.startedAt === null || session.minutes === null) return null;
    const now = this.edge.now();
    if (now < session.startedAt + session.minutes * 60_000) return null;
    await this.logout(token, log);
    const hash = tokenHash(token);
    await repo.endSession(this.edge.store, hash, session.accountId, 'sessionLimit', now);
    this.#hold(hash, token, { ...session, ended: 'sessionLimit' });
    return 'sessionLimit';
  }

  /** Stop-now: every session of the account the edge knows ends, logged out at the platform where this replica holds the token. */
  async endAccount(accountId: string, current: string, log?: FastifyBaseLogger): Promise<void> {
    const now = this.edge.now();
    await repo.endAccountSessions(this.edge.store, accountId, 'stopNow', now);
    await repo.endSession(this.edge.store, tokenHash(current), accountId, 'stopNow', now);
    const tokens = new Set([current]);
    // Forgotten, so their next call reads the end from the store.
    this.#seen.delete(tokenHash(current));
    for (const [hash, held] of this.#seen) {
      if (held.session.accountId !== accountId) continue;
      tokens.add(held.token);
      this.#seen.delete(hash);
    }
    await Promise.all([...tokens].map((token) => this.logout(token, log)));
  }

  /** Ends the sessions this replica holds that are past their limit or ended elsewhere; forgets old records. */
  async sweep(log?: FastifyBaseLogger): Promise<number> {
    const now = this.edge.now();
    const due = await repo.sessionsToEnd(this.edge.store, [...this.#seen.keys()], now);
    for (const { hash, accountId, reason } of due) {
      const held = this.#seen.get(hash);
      this.#seen.delete(hash);
      if (held) await this.logout(held.token, log);
      await repo.endSession(this.edge.store, hash, accountId, reason, now);
    }
    await repo.pruneEnded(this.edge.store, now - ENDED_KEPT_MS);
    await repo.pruneForwarded(this.edge.store, now - FORWARDED_KEPT_MS);
    return due.length;
  }

  start(log: FastifyBaseLogger): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.sweep(log).catch((err: unknown) => log.warn({ err }, 'The session-limit sweep failed; it runs again shortly'));
    }, SWEEP_INTERVAL_MS);
    // The sweep never keeps the process alive on its own.
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}
