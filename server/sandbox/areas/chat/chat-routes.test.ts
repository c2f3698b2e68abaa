import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { buildTestSandbox, signIn } from '../../test-support';
import { advanceClock } from '../../testing/agent-play';

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await buildTestSandbox();
  token = await signIn(app, 'player1', 'Play1234');
});
afterEach(() => app.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const launch = async (auth = token): Promise<string> => {
  const url = new URL((await app.inject({ url: catalogue['chat.launch'].path, headers: { authorization: auth } })).json().value.chatUrl);
  return `${url.pathname}${url.search}`;
};
const ticketOf = (path: string) => new URL(path, 'http://x').searchParams.get('t')!;
const unread = async (auth = token): Promise<number> =>
  (await app.inject({ url: catalogue['chat.unreadCount'].path, headers: { authorization: auth } })).json().value;
const send = (path: string, message: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/chat/messages',
    headers: { ...FORM, ...headers },
    payload: new URLSearchParams({ t: ticketOf(path), message }).toString(),
  });

describe('the chat loop', () => {
  it('member writes, the operator replies at the desk, the reply counts unread until the window shows it', async () => {
    const window = await launch();
    const empty = await app.inject({ url: window });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    expect(empty.body).toContain('<h1>Customer service</h1>');
    expect(empty.body).toContain('No messages yet.');
    expect(empty.body).toContain('<label for="message">Message</label>');

    const sent = await send(window, '  Where is my deposit?  ');
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/chat/?t=${encodeURIComponent(ticketOf(window))}`);
    expect((await app.inject({ url: window })).body).toContain('<p>Where is my deposit?</p>');
    expect(await unread()).toBe(0);

    // The desk lists the conversation as waiting, with the member's message and a reply form.
    const [chat] = (await app.inject({ url: '/__dev/desk/chat' })).json().value;
    expect(chat).toMatchObject({
      id: expect.stringMatching(/^C\d+$/),
      username: 'player1',
      waiting: true,
      lastBody: 'Where is my deposit?',
    });
    const desk = (await app.inject({ url: '/__desk' })).body;
    expect(desk).toContain('<h2 id="chats">Chat conversations</h2>');
    expect(desk).toContain(`<label for="chat-reply-${chat.id}">Reply to ${chat.id}</label>`);

    const replied = await app.inject({
      method: 'POST',
      url: `/__desk/chat/${chat.id}/reply`,
      headers: FORM,
      payload: 'reply=It+was+credited+a+minute+ago.',
    });
    expect(replied.statusCode).toBe(303);
    expect(replied.headers.location).toMatch(/^\/__desk\?done=/);
    expect((await app.inject({ url: '/__dev/desk/chat' })).json().value[0]).toMatchObject({ waiting: false, lastSender: 'OPERATOR' });

    expect(await unread()).toBe(1);
    // Another member's count is their own.
    expect(await unread(await signIn(app, 'vip1', 'Play1234'))).toBe(0);

    const shown = await app.inject({ url: window });
    expect(shown.body).toContain('<p>It was credited a minute ago.</p>');
    expect(shown.body.indexOf('Where is my deposit?')).toBeLessThan(shown.body.indexOf('It was credited'));
    expect(await unread()).toBe(0);
  });

  it("the window's poll shows a new reply and marks it read", async () => {
    const window = await launch();
    await send(window, 'Hello');
    const id = (await app.inject({ url: '/__dev/desk/chat' })).json().value[0].id as string;
    const reply = await app.inject({ method: 'POST', url: `/__dev/desk/chat/${id}/reply`, payload: { reply: 'Hi, how can I help?' } });
    expect(reply.json().value.map((m: { sender: string }) => m.sender)).toEqual(['MEMBER', 'OPERATOR']);
    expect(await unread()).toBe(1);
    const poll = await app.inject({ url: `/chat/api/messages?t=${encodeURIComponent(ticketOf(window))}` });
    expect(poll.json().messages).toEqual([
      expect.objectContaining({ sender: 'MEMBER', body: 'Hello' }),
      expect.objectContaining({ sender: 'OPERATOR', body: 'Hi, how can I help?' }),
    ]);
    expect(await unread()).toBe(0);
  });

  it('refuses an empty or too long message, a form from another site and an unknown ticket', async () => {
    const window = await launch();
    const blank = await send(window, '   ');
    expect(blank.headers.location).toContain('problem=1');
    expect((await app.inject({ url: blank.headers.location as string })).body).toContain('Write a message of 1 to 500 characters.');
    expect((await send(window, 'x'.repeat(501))).headers.location).toContain('problem=1');
    expect((await send(window, 'hi', { origin: 'http://evil.test', host: 'localhost:3100' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/chat/?t=nope' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/chat/api/messages?t=nope' })).statusCode).toBe(403);
    expect(app.db.prepare('SELECT COUNT(*) FROM chat_messages').pluck().get()).toBe(0);
  });

  it('a window address expires two hours after its launch', async () => {
    const window = await launch();
    await advanceClock(app, 2 * 60 * 60 * 1000);
    const page = await app.inject({ url: window });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('This chat link has expired.');
    expect((await send(window, 'still there?')).statusCode).toBe(403);
  });

  it("writes the window in the member's stored language", async () => {
    app.db.prepare("UPDATE accounts SET language = 'TL' WHERE username = 'player1'").run();
    const page = (await app.inject({ url: await launch() })).body;
    expect(page).toContain('<html lang="tl" dir="ltr">');
    expect(page).toContain('<h1>Serbisyo sa customer</h1>');
    expect(page).toContain('>Ipadala</button>');
  });

  it("writes an Arabic member's window right to left, and an expired link in the language the browser asks for", async () => {
    app.db.prepare("UPDATE accounts SET language = 'AR' WHERE username = 'player1'").run();
    const page = (await app.inject({ url: await launch() })).body;
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<h1>خدمة العملاء</h1>');
    const expired = await app.inject({ url: '/chat/?t=unknown', headers: { 'accept-language': 'he-IL,ja;q=0.9,en;q=0.8' } });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('<html lang="ja-JP" dir="ltr">');
  });

  it('the desk refuses an empty reply and an unknown conversation', async () => {
    const window = await launch();
    await send(window, 'Hello');
    const id = (await app.inject({ url: '/__dev/desk/chat' })).json().value[0].id as string;
    expect((await app.inject({ method: 'POST', url: `/__dev/desk/chat/${id}/reply`, payload: { reply: ' ' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/__dev/desk/chat/C999/reply', payload: { reply: 'x' } })).statusCode).toBe(404);
    expect(await unread()).toBe(0);
  });

  it('the desk replies are closed with the development helpers', async () => {
    const closed = await buildTestSandbox({ devHelpers: false });
    try {
      expect((await closed.inject({ method: 'POST', url: '/__desk/chat/C1/reply', headers: FORM, payload: 'reply=x' })).statusCode).toBe(
        404,
      );
      expect((await closed.inject({ url: '/__dev/desk/chat' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
