import { describe, expect, it } from 'vitest';
import { agentWire } from './wire';

/** The paths of the platform's older generation under /wps/agent (reference S13). */
const LEGACY_AGENT_CALLS = [
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
].map((name) => `/wps/agent/${name}`);

describe('agent wire table', () => {
  const entries = Object.entries(agentWire) as Array<[string, (typeof agentWire)[keyof typeof agentWire]]>;

  it('puts every call of ours under /wps/gf/agent/, a prefix no platform generation answers', () => {
    const ours = entries.filter(([, wire]) => 'ours' in wire && wire.ours);
    expect(ours.map(([key]) => key)).toHaveLength(entries.length - 1);
    for (const [key, wire] of ours) {
      expect(wire.path, key).toMatch(/^\/wps\/gf\/agent\//);
      expect(LEGACY_AGENT_CALLS, key).not.toContain(wire.path);
    }
  });

  it("keeps the invitation-code lookup on the platform's own path", () => {
    expect(agentWire['agent.affiliate'].path).toBe('/wps/agent/affiliate');
    expect('ours' in agentWire['agent.affiliate']).toBe(false);
  });
});
