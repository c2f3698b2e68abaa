import { describe, expect, it } from 'vitest';
import { completeWire, SANDBOX_PREFIX } from '../../api/endpointWire';
import { agentWire } from './wire';

/** The paths of the platform's older generation under /wps/agent and /wps/report (reference S13, §5.3). */
const LEGACY_AGENT_CALLS = [
  ...[
    'default',
    'announcements',
    'globalRebateSettings',
    'downlineRebates',
    'downline',
    'downlines',
    'affiliateUrl',
    'affiliateUrls',
    'registeredAffiliates',
    'transferEnabled',
    'promoteDownlineToAgent',
    'transferDownline',
  ].map((name) => `/wps/agent/${name}`),
  ...['downlineTransaction', 'downlineLottoPNL', 'teamPVPFishingPNL', 'teamPVPRNGBetting', 'income', 'commission'].map(
    (name) => `/wps/report/${name}`,
  ),
];

/** The agent centre's calls that take the older generation's documented path, and that path. */
const ON_LEGACY_PATHS = {
  'agent.registerDownline': 'POST /wps/agent/downline',
  'agent.downlines': 'GET /wps/agent/downlines',
  'agent.announcements': 'GET /wps/agent/announcements',
  'agent.affiliateLinks': 'GET /wps/agent/affiliateUrls',
  'agent.createAffiliateLink': 'POST /wps/agent/affiliateUrl',
  'agent.transactions': 'GET /wps/report/downlineTransaction',
  'agent.profitLoss': 'GET /wps/report/downlineLottoPNL',
  'agent.income': 'GET /wps/report/income',
  'agent.teamBetting': 'GET /wps/report/teamPVPRNGBetting',
} as const;

describe('agent wire table', () => {
  const entries = Object.entries(agentWire).map(([key, spec]) => [key, completeWire(spec)] as const);

  it('puts the calls the older generation documents on its paths, as platform calls in its envelope, their answers our guess', () => {
    for (const [key, route] of Object.entries(ON_LEGACY_PATHS)) {
      const wire = completeWire(agentWire[key as keyof typeof ON_LEGACY_PATHS]);
      expect(`${wire.method} ${wire.path}`, key).toBe(route);
      expect(LEGACY_AGENT_CALLS, key).toContain(wire.path);
      expect(wire, key).toMatchObject({ kind: 'platform', answer: 'legacy', guess: true, token: true });
    }
  });

  it('keeps every other call of the agent centre under /wps/gf/agent/, a prefix no platform generation answers', () => {
    const others = entries.filter(([key]) => key !== 'agent.affiliate' && !(key in ON_LEGACY_PATHS));
    expect(others.length).toBeGreaterThan(0);
    for (const [key, wire] of others) {
      expect(wire.path.startsWith(`${SANDBOX_PREFIX}agent/`), `${key}: ${wire.path}`).toBe(true);
      expect(wire, key).toMatchObject({ kind: 'sandbox', answer: 'envelope' });
    }
  });

  it("keeps the invitation-code lookup on the current platform's own path and envelope", () => {
    expect(completeWire(agentWire['agent.affiliate'])).toMatchObject({
      path: '/wps/agent/affiliate',
      kind: 'platform',
      answer: 'envelope',
      guess: false,
    });
  });
});
