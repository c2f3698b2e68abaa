import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { LoginValue, SocialProvider } from '../../../../shared/domains/identity/schemas';
import type { Addresses } from '../../addresses';
import { IdentityError, SOCIAL_CODE_LIFETIME_MS } from './constants';
import { DEMO_IDENTITIES } from './social-identities';
import { refuse } from '../../core/refusals';
import { newToken, openSession } from './sign-in';
import type { IdentitySettings } from '../../core/identity-settings';
import { MEMBER_TYPE } from '../../core/accounts';
import type { SandboxServices } from '../../core/area-context';

/** Social sign-in may only hand codes back to the site itself: same scheme, host and port as a site address. */
export function isSiteRedirect(addresses: Addresses, uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return addresses.siteUrls.some((site) => new URL(site).origin === url.origin);
}

export function demoIdentity(provider: SocialProvider, subject: string) {
  return DEMO_IDENTITIES[provider].find((identity) => identity.subject === subject);
}

/** The identity provider's half: a single-use code for the chosen identity and the site address it returns to. */
export function issueSocialCode(ctx: SandboxServices, provider: SocialProvider, subject: string, redirectUri: string): string {
  const code = newToken(18);
  ctx.repos.social.issueCode(code, provider, subject, redirectUri, ctx.clock.now());
  return code;
}

/**
 * The platform's half: exchanges the code (once, within two minutes, for the same redirect
 * address) for a session; the first use creates a member linked to the identity. Accounts that
 * are not members (agents, trials) are refused.
 */
export function socialSignIn(
  ctx: SandboxServices,
  settings: IdentitySettings,
  request: FastifyRequest,
  payload: { provider: SocialProvider; code: string; redirectUri: string; loginDeviceId?: string },
): LoginValue {
  const now = ctx.clock.now();
  const taken = ctx.repos.social.takeCode(payload.code, now, SOCIAL_CODE_LIFETIME_MS);
  if (!taken || taken.provider !== payload.provider || taken.redirectUri !== payload.redirectUri) {
    throw refuse(IdentityError.socialCodeInvalid, 'The sign-in code is not valid any more, please try again');
  }
  const accounts = ctx.repos.accounts;
  let accountId = ctx.repos.social.accountFor(taken.provider, taken.subject);
  if (accountId === undefined) {
    accountId = createSocialMember(ctx, payload.provider, taken.subject, now);
  }
  const account = accounts.byId(accountId)!;
  if (account.type !== MEMBER_TYPE) {
    throw refuse(IdentityError.socialMemberOnly, 'Only member accounts can sign in with a social account');
  }
  return openSession(ctx, settings, account, request, payload.loginDeviceId);
}

function createSocialMember(ctx: SandboxServices, provider: SocialProvider, subject: string, now: number): number {
  const identity = demoIdentity(provider, subject);
  const prefix = provider === 'google' ? 'ggl' : 'fbk';
  return ctx.db.transaction(() => {
    let username: string;
    do username = `${prefix}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    while (ctx.repos.accounts.byUsername(username));
    const id = ctx.repos.accounts.create({
      // Social members sign in through their provider only: '!' is never a valid hash.
      username,
      passwordHash: '!social',
      type: MEMBER_TYPE,
      nickname: identity?.name ?? null,
      email: identity?.email ?? null,
      referralCode: newToken(5).toUpperCase(),
      passwordChangedAt: now,
      avatar: randomInt(0, 10),
      createdAt: now,
    });
    ctx.repos.social.link(provider, subject, id, now);
    ctx.repos.wallets.ensureMain(id);
    return id;
  })();
}
