import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { LoginValue } from '../../../../shared/domains/identity/schemas';
import type { AccountRow } from './accounts-repository';
import { clientIp } from '../../network';
import { deviceOf } from '../../core/device';
import { SESSION_IDLE_MS } from '../../repositories/sessions';
import type { IdentitySettings } from '../../core/identity-settings';
import { DAY_MS } from '../../core/time';
import type { SandboxServices } from '../../core/area-context';

export const newToken = (bytes = 24): string => randomBytes(bytes).toString('hex');

export function passwordExpired(account: AccountRow, settings: IdentitySettings, now: number): boolean {
  return account.passwordMustChange === 1 || now - account.passwordChangedAt > settings.passwordMaxAgeDays * DAY_MS;
}

/**
 * Opens the account's only session (any other ends), records the sign-in and its address, and
 * answers the login value. `firstTimeLogin` is true exactly once, on the account's first sign-in.
 */
export function openSession(
  ctx: SandboxServices,
  settings: IdentitySettings,
  account: AccountRow,
  request: FastifyRequest,
  device?: string,
): LoginValue {
  const now = ctx.clock.now();
  const ip = clientIp(request);
  const token = newToken();
  const knownDevice = device?.trim() || null;
  ctx.repos.sessions.open({ token, accountId: account.id, expiresAt: now + SESSION_IDLE_MS, createdAt: now, ip, device: knownDevice });
  // Kept beyond the session: the security centre's overview shows the sign-in before the current one.
  ctx.repos.security.recordSignIn({ accountId: account.id, token, ip, device: deviceOf(request), at: now });
  ctx.repos.accounts.signedIn(account.id, ip, now);
  ctx.repos.loginAddresses.rememberIp(account.id, ip, now);
  if (knownDevice) ctx.repos.loginAddresses.rememberDevice(account.id, knownDevice, now);
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
