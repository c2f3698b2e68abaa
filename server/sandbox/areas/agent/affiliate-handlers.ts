import { AgentError } from '../../../../shared/domains/agent/errors';
import type { AffiliateLink, AffiliateLinksValue } from '../../../../shared/domains/agent/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { type AccountRow, IdentityError, invitationOf } from '../identity';
import { refuse, requireFlag } from '../../core/refusals';
import { newLinkCode } from './affiliate-codes';
import { requireAgent } from './agent-access';
import { MEMBER_TYPE } from '../../core/accounts';
import type { AreaContext } from '../../core/area-context';

/** Links an agent may create besides its own referral code. */
export const AFFILIATE_LINKS_MAX = 20;

/**
 * Affiliate links (AFFMAN3). The brand's promotion domains are its site addresses (`siteUrls`, the
 * list the domain-route call publishes), so every link opens a site that serves the brand. The
 * agent's own referral code comes first (it opens members); each created link opens the account
 * type it names. `registrations` counts the accounts opened with the code (accounts.affiliate_code).
 */
export function affiliateHandlers(ctx: AreaContext): CatalogueHandlers {
  const { addresses } = ctx;
  const { agent: links } = ctx.repos;
  const domains = (): string[] => addresses.siteUrls;
  const url = (domain: string, code: string) => `${domain}/register?affiliateCode=${encodeURIComponent(code)}`;

  const ownLink = (agent: AccountRow): AffiliateLink[] => {
    if (!agent.referralCode) return [];
    const domain = domains()[0];
    return [
      {
        code: agent.referralCode,
        accountType: MEMBER_TYPE,
        domain,
        url: url(domain, agent.referralCode),
        registrations: links.registrations(agent.referralCode),
        createdAt: agent.createdAt,
      },
    ];
  };

  return {
    /** Whether a code opens an account under an agent, as registration's `affiliateCode` takes it. */
    'agent.affiliate': ({ payload }) => {
      requireFlag(ctx, 'AFFMAN3', 'The affiliate check');
      if (!invitationOf(ctx, payload.code.trim())) throw refuse(IdentityError.invitationCodeError, 'The invitation code is not valid');
      return null;
    },

    'agent.affiliateLinks': ({ session }): AffiliateLinksValue => {
      const agent = requireAgent(ctx, session, 'AFFMAN3');
      return {
        domains: domains(),
        links: [
          ...ownLink(agent),
          ...links.links(agent.id).map((l) => ({
            code: l.code,
            accountType: l.accountType,
            domain: l.domain,
            url: url(l.domain, l.code),
            registrations: l.registrations,
            createdAt: l.createdAt,
          })),
        ],
      };
    },

    'agent.createAffiliateLink': ({ session, payload }): AffiliateLink => {
      const agent = requireAgent(ctx, session, 'AFFMAN3');
      const wanted = payload.domain.trim().replace(/\/+$/, '').toLowerCase();
      const domain = domains().find((d) => d.toLowerCase() === wanted);
      if (!domain) throw refuse(AgentError.domainUnknown, 'This domain is not one the brand promotes');
      const create = ctx.db.transaction(() => {
        if (links.linkCount(agent.id) >= AFFILIATE_LINKS_MAX) {
          throw refuse(AgentError.linkLimit, `An agent keeps at most ${AFFILIATE_LINKS_MAX} links`);
        }
        const link = { code: newLinkCode(ctx), agentId: agent.id, accountType: payload.accountType, domain, createdAt: ctx.clock.now() };
        links.insertLink(link);
        return link;
      });
      const link = create();
      return {
        code: link.code,
        accountType: link.accountType,
        domain,
        url: url(domain, link.code),
        registrations: 0,
        createdAt: link.createdAt,
      };
    },
  };
}
