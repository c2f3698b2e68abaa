import type { Database } from 'better-sqlite3';
import { DAY_MS } from '../../core/time';

/** The project's SMS quota per day; past it every send is QUOTA_EXCEEDED. */
export const PROVIDER_DAILY_QUOTA = 1000;

/** The provider project's switches, changed through /__dev/phone-provider. */
export interface ProviderSettings {
  /** Phone sign-in enabled in the provider project; off → OPERATION_NOT_ALLOWED. */
  enabled: boolean;
  dailyQuota: number;
  /** The provider is failing: every call answers HTTP 500 INTERNAL_ERROR. */
  outage: boolean;
  /**
   * The outcome of the visitor's next app-verification step, which happens in the visitor's
   * browser (the captcha challenge window): a closed window is POPUP_CLOSED_BY_USER.
   */
  failNext: string | null;
}

interface SettingsRow {
  enabled: number;
  dailyQuota: number;
  outage: number;
  failNext: string | null;
}

/**
 * The phone-authentication provider's stand-in state (`phone_provider_*`): the provider is another
 * service, but its sessions and tokens outlive a restart of the sandbox as a real provider's do.
 */
export function createPhoneProviderRepository(db: Database) {
  const stmt = {
    settings: db.prepare<[], SettingsRow>(
      'SELECT enabled, daily_quota AS dailyQuota, outage, fail_next AS failNext FROM phone_provider_settings WHERE id = 1',
    ),
    initSettings: db.prepare('INSERT OR IGNORE INTO phone_provider_settings (id, daily_quota) VALUES (1, ?)'),
    saveSettings: db.prepare(
      'UPDATE phone_provider_settings SET enabled = @enabled, daily_quota = @dailyQuota, outage = @outage, fail_next = @failNext WHERE id = 1',
    ),
    purgeSends: db.prepare('DELETE FROM phone_provider_sends WHERE at <= ?'),
    sendsSince: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM phone_provider_sends WHERE at > ?'),
    sendsOfPhoneSince: db.prepare<[string, number], { n: number }>(
      'SELECT COUNT(*) AS n FROM phone_provider_sends WHERE phone = ? AND at > ?',
    ),
    recordSend: db.prepare('INSERT INTO phone_provider_sends (phone, at) VALUES (?, ?)'),
    openSession: db.prepare('INSERT INTO phone_provider_sessions (session_info, phone, sent_at) VALUES (?, ?, ?)'),
    session: db.prepare<[string], { phone: string; sentAt: number }>(
      'SELECT phone, sent_at AS sentAt FROM phone_provider_sessions WHERE session_info = ?',
    ),
    newestSession: db.prepare<[string], { sessionInfo: string }>(
      'SELECT session_info AS sessionInfo FROM phone_provider_sessions WHERE phone = ? ORDER BY sent_at DESC, rowid DESC LIMIT 1',
    ),
    closeSessionsOf: db.prepare('DELETE FROM phone_provider_sessions WHERE phone = ?'),
    issueToken: db.prepare('INSERT INTO phone_provider_tokens (id_token, phone, expires_at) VALUES (?, ?, ?)'),
    token: db.prepare<[string], { phone: string; expiresAt: number }>(
      'SELECT phone, expires_at AS expiresAt FROM phone_provider_tokens WHERE id_token = ?',
    ),
    spendToken: db.prepare('DELETE FROM phone_provider_tokens WHERE id_token = ?'),
    purgeTokens: db.prepare('DELETE FROM phone_provider_tokens WHERE expires_at <= ?'),
  };
  stmt.initSettings.run(PROVIDER_DAILY_QUOTA);

  const settings = (): ProviderSettings => {
    const row = stmt.settings.get()!;
    return { enabled: row.enabled === 1, dailyQuota: row.dailyQuota, outage: row.outage === 1, failNext: row.failNext };
  };
  const save = (next: ProviderSettings) =>
    stmt.saveSettings.run({
      enabled: next.enabled ? 1 : 0,
      dailyQuota: next.dailyQuota,
      outage: next.outage ? 1 : 0,
      failNext: next.failNext,
    });

  return {
    settings,
    changeSettings(change: Partial<ProviderSettings>): ProviderSettings {
      save({ ...settings(), ...change });
      return settings();
    },
    /** The pending app-verification outcome, answered once. */
    takeFailNext: db.transaction((): string | null => {
      const current = settings();
      if (current.failNext === null) return null;
      save({ ...current, failNext: null });
      return current.failNext;
    }),
    /** Sends of the last day, every number together (older ones are forgotten). */
    sendsInLastDay(now: number): number {
      stmt.purgeSends.run(now - DAY_MS);
      return stmt.sendsSince.get(now - DAY_MS)!.n;
    },
    sendsOfPhoneSince: (phone: string, since: number): number => stmt.sendsOfPhoneSince.get(phone, since)!.n,
    /** A send opens a session; it supersedes the number's older ones. */
    openSession: db.transaction((sessionInfo: string, phone: string, now: number) => {
      stmt.recordSend.run(phone, now);
      stmt.openSession.run(sessionInfo, phone, now);
    }),
    session: (sessionInfo: string) => stmt.session.get(sessionInfo),
    isNewestSession: (sessionInfo: string, phone: string): boolean => stmt.newestSession.get(phone)?.sessionInfo === sessionInfo,
    /** The code was right: the number's sessions close and an id token is issued. */
    exchange: db.transaction((phone: string, idToken: string, expiresAt: number, now: number) => {
      stmt.closeSessionsOf.run(phone);
      stmt.purgeTokens.run(now);
      stmt.issueToken.run(idToken, phone, expiresAt);
    }),
    /** Spends a live token issued for `phone`; false when there is none. */
    spendToken: db.transaction((idToken: string, phone: string, now: number): boolean => {
      const token = stmt.token.get(idToken);
      if (!token || token.expiresAt <= now || token.phone !== phone) return false;
      stmt.spendToken.run(idToken);
      return true;
    }),
  };
}
export type PhoneProviderRepository = ReturnType<typeof createPhoneProviderRepository>;
