import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue, type EndpointKey } from '../../../../shared/api/catalogue';
import { buildTestSandbox, expectCatalogueAnswer, freePlayInject, PUBLIC_URL, signIn } from '../../test-support';
import { setFlags } from '../../testing/agent-play';

let app: FastifyInstance;
let player: string;
let vip: string;
let trial: string;
beforeAll(async () => {
  app = await buildTestSandbox();
  player = await signIn(app, 'player1', 'Play1234');
  vip = await signIn(app, 'vip1', 'Play1234');
  trial = (await freePlayInject(app)).json().value.token;
});
afterAll(() => app.close());

const ask = async (key: EndpointKey, auth?: string, query = '') => {
  const res = await app.inject({ url: `${catalogue[key].path}${query}`, headers: auth ? { authorization: auth } : {} });
  return res;
};
const answer = async (key: EndpointKey, auth?: string, query = '') => {
  const res = await ask(key, auth, query);
  expectCatalogueAnswer(key, res);
  return res.json();
};
const ticketOf = (chatUrl: string) => new URL(chatUrl).searchParams.get('t')!;

describe('chat.models', () => {
  it('lists the chats the platform offers, to guests too', async () => {
    expect((await answer('chat.models')).value).toEqual([
      { modelId: 1, modelName: 'Customer service', chatType: 'SERVICE' },
      { modelId: 2, modelName: 'VIP host', chatType: 'VIP' },
    ]);
  });
});

describe('chat.permission', () => {
  it('opens customer service to every member and the VIP host from club rank level 5', async () => {
    expect((await answer('chat.permission', player)).value).toEqual({ allowed: true, modelIds: [1] });
    expect((await answer('chat.permission', vip)).value).toEqual({ allowed: true, modelIds: [1, 2] });
  });

  it('opens nothing to a trial account, and asks for a session', async () => {
    expect((await answer('chat.permission', trial)).value).toEqual({ allowed: false, modelIds: [] });
    expect((await ask('chat.permission')).json()).toMatchObject({ success: false });
  });
});

describe('chat.launch', () => {
  it("answers the chat window's address on the sandbox, one ticket per launch", async () => {
    const first = (await answer('chat.launch', player)).value.chatUrl as string;
    const second = (await answer('chat.launch', player, '?modelId=1')).value.chatUrl as string;
    expect(first).toMatch(new RegExp(`^${PUBLIC_URL}/chat/\\?t=[A-Za-z0-9_-]{32}$`));
    expect(ticketOf(first)).not.toBe(ticketOf(second));
    // Both open the member's one conversation in that chat.
    const rows = app.db
      .prepare("SELECT COUNT(*) FROM chat_conversations c JOIN accounts a ON a.id = c.account_id WHERE a.username = 'player1'")
      .pluck()
      .get();
    expect(rows).toBe(1);
    const page = await app.inject({ url: new URL(first).pathname + new URL(first).search });
    expect(page.statusCode).toBe(200);
  });

  it('refuses a chat the group may not open, an unknown chat and a trial account', async () => {
    expect((await answer('chat.launch', player, '?modelId=2')).errorCode).toBe('chat.not.permitted');
    expect((await answer('chat.launch', vip, '?modelId=2')).value.chatUrl).toContain('/chat/?t=');
    expect((await answer('chat.launch', player, '?modelId=9')).errorCode).toBe('chat.model.not.found');
    expect((await answer('chat.launch', trial)).errorCode).toBe('trial.account');
  });
});

describe('chat.unreadCount', () => {
  it('counts nothing for a member without replies', async () => {
    expect((await answer('chat.unreadCount', vip)).value).toBe(0);
  });
});

describe('inbox.imUrl', () => {
  it("answers the customer-service IM address: the sandbox's chat service", async () => {
    expect((await answer('inbox.imUrl', player)).value).toBe(`${PUBLIC_URL}/chat`);
  });
});

describe('the CBS3 module', () => {
  it('switched off, every chat call answers function.not.available', async () => {
    await setFlags(app, { CBS3: false });
    try {
      for (const key of ['chat.models', 'chat.permission', 'chat.unreadCount', 'chat.launch'] as const) {
        expect((await ask(key, player)).json(), key).toMatchObject({ success: false, errorCode: 'function.not.available' });
      }
    } finally {
      await setFlags(app, { CBS3: null });
    }
  });
});
