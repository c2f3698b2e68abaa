import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginValue } from '../../../../shared/domains/identity/schemas';
import type { AccountRow } from './accounts-repository';
import { clientIp } from '../../network';
import { deviceOf } from '../../core/device';
import { SESSION_IDLE_MS } from '../../repositories/sessions';
import { DAY_MS } from './constants';
import type { IdentitySettings } from '../../core/identity-settings';

export const newToken = (bytes = 24): string => randomBytes(bytes).toString('hex');

export function passwordExpired(account: AccountRow, settings: IdentitySettings, now: number): boolean {
  return account.passwordMustChange === 1 || now - account.passwordChangedAt > settings.passwordMaxAgeDays * DAY_MS;
}

/**
 * Opens the account's only session (any other ends), records the sign-in and its address, and
 * answers the login value. `firstTimeLogin` is true exactly once, on the account's first sign-in.
 */
export function openSession(
  app: FastifyInstance,
  settings: IdentitySettings,
  account: AccountRow,
  request: FastifyRequest,
  device?: string,
): LoginValue {
  const now = app.clock.now();
  // Every sign-in path ends here: a running break or self-exclusion refuses it, saying until when.
  app.repos.protection.checkSignIn(account.id, now);
  const ip = clientIp(request);
  const token = newToken();
  const knownDevice = device?.trim() || null;
  app.repos.sessions.open({ token, accountId: account.id, expiresAt: now + SESSION_IDLE_MS, createdAt: now, ip, device: knownDevice });
  // Kept beyond the session (the security centre's sign-ins), naming it on the sessions it displaced.
  app.repos.security.recordSignIn({ accountId: account.id, token, ip, device: deviceOf(request), at: now });
  app.repos.accounts.signedIn(account.id, ip, now);
  app.repos.loginAddresses.rememberIp(account.id, ip, now);
  if (knownDevice) app.repos.loginAddresses.rememberDevice(account.id, knownDevice, now);
  return {
    token,
    id: account.id,
    userName: account.username,
    firstTimeLogin: account.firstLogin === 1,
    passwordExpired: passwordExpired(account, settings, now),
    passwordIsDefault: account.passwordIsDefault === 1,
    type: account.type,
    isAgent: account.type,
  };
}
