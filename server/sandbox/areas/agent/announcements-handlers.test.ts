import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AgentAnnouncement } from '../../../../shared/domains/agent/schemas';
import { buildTestSandbox, expectCatalogueAnswer, signIn, TEST_EPOCH } from '../../test-support';
import { query } from '../../testing/agent-play';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());

describe('agent announcements (agent.announcements)', () => {
  it("lists the operator's notices to agents, newest first", async () => {
    const res = await query(app, 'agent.announcements', await signIn(app, 'agent1', 'Agent1234'));
    expectCatalogueAnswer('agent.announcements', res);
    expect(res.json()).toMatchObject({ status: true, description: '' });
    const list: AgentAnnouncement[] = res.json().data;
    expect(list.map((a) => a.title)).toEqual(['Keep your team informed', 'New affiliate domains', 'Commission schedule']);
    expect(list.every((a) => a.publishedAt < TEST_EPOCH)).toBe(true);
  });

  it('is for agents only', async () => {
    const res = await query(app, 'agent.announcements', await signIn(app, 'player1', 'Play1234'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: false, description: 'agent.required', data: null });
  });
});
