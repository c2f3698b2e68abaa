import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { FEEDBACK_CONTENT_MAX_LENGTH, FEEDBACK_PICTURE_MAX_BYTES, FEEDBACK_WORDS_MAX } from '../../../../shared/domains/feedback/rules';
import { buildTestSandbox, expectCatalogueAnswer } from '../../test-support';
import { callAs, tokenOf } from '../../testing/members';
import { encodeGreyPng } from '../../core/png';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestSandbox();
});
afterEach(() => app.close());

const PNG = encodeGreyPng(4, 4, new Uint8Array(16).fill(200));
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const CONTENT = 'The slot lobby loads slowly on my phone';
const send = (payload: Record<string, unknown>, authorization?: string) =>
  app.inject({ method: 'PUT', url: catalogue['feedback.send'].path, payload, headers: authorization ? { authorization } : {} });
const rows = () => app.db.prepare('SELECT COUNT(*) FROM feedback').pluck().get() as number;
const pictures = () => app.db.prepare('SELECT COUNT(*) FROM feedback_pictures').pluck().get() as number;
const reply = (id: string, text: string) =>
  app.inject({ method: 'POST', url: `/__dev/desk/feedback/${id}/reply`, payload: { reply: text } });
const inbox = (username: string) =>
  app.db
    .prepare('SELECT title, content FROM messages WHERE account_id = ? ORDER BY id DESC')
    .all(app.repos.accounts.byUsername(username)!.id) as Array<{ title: string; content: string }>;

describe('feedback.send', () => {
  it("keeps a member's feedback with its picture; the member lists it, the desk answers, the member reads the reply", async () => {
    const res = await send({ category: 'GAME', content: `  ${CONTENT} `, pictures: [dataUrl(PNG)] }, tokenOf(app, 'player1'));
    expectCatalogueAnswer('feedback.send', res);
    const { id } = res.json().value;
    expect(pictures()).toBe(1);

    const mine = await callAs(app, 'player1', 'feedback.mine', { pageNo: 1, pageSize: 20 });
    expect(mine.value).toMatchObject({ totalCount: 1, list: [{ id, category: 'GAME', content: CONTENT, pictureCount: 1 }] });
    expect(mine.value.list[0].reply).toBeUndefined();

    const desk = (await app.inject({ url: '/__dev/desk/orders?status=pending' })).json().value as Array<Record<string, unknown>>;
    const order = desk.find((o) => o.id === `F${id}`);
    expect(order).toMatchObject({
      kind: 'feedback',
      account: 'player1',
      status: 'PENDING',
      pictures: [`/__desk/feedback-pictures/F${id}/1`],
    });
    const picture = await app.inject({ url: `/__desk/feedback-pictures/F${id}/1` });
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG)).toBe(true);

    const answered = await reply(`F${id}`, 'Thank you, we are looking into it.');
    expect(answered.json().value).toMatchObject({ id: `F${id}`, status: 'ANSWERED' });
    const after = await callAs(app, 'player1', 'feedback.mine', { pageNo: 1, pageSize: 20 });
    expect(after.value.list[0]).toMatchObject({ reply: 'Thank you, we are looking into it.', repliedAt: app.clock.now() });
    expect(inbox('player1')[0]).toEqual({
      title: 'Reply to your feedback',
      content: 'Customer service answered your feedback: Thank you, we are looking into it.',
    });
    // One reply per feedback.
    expect((await reply(`F${id}`, 'Again')).statusCode).toBe(409);
  });

  it("writes the reply notice in the member's stored language", async () => {
    await callAs(app, 'player1', 'member.updateLanguage', { language: 'tl' });
    const { id } = (await send({ category: 'ACCOUNT', content: CONTENT }, tokenOf(app, 'player1'))).json().value;
    await reply(`F${id}`, 'Salamat po.');
    expect(inbox('player1')[0]).toEqual({
      title: 'Sagot sa iyong feedback',
      content: 'Sinagot ng customer service ang iyong feedback: Salamat po.',
    });
  });

  it('takes a guest feedback without a session; it is nobody’s and the reply sends no notice', async () => {
    const res = await send({ category: 'SUGGESTION', content: CONTENT });
    expectCatalogueAnswer('feedback.send', res);
    const { id } = res.json().value;
    const messages = app.db.prepare('SELECT COUNT(*) FROM messages').pluck().get();
    expect((await reply(`F${id}`, 'Noted')).json().value).toMatchObject({ account: 'guest', status: 'ANSWERED' });
    expect(app.db.prepare('SELECT COUNT(*) FROM messages').pluck().get()).toBe(messages);
  });

  it.each([
    ['empty content', { content: '   ' }, 'feedback.content.required'],
    ['too few words', { content: 'Too short' }, 'feedback.content.words'],
    ['too many words', { content: 'word '.repeat(FEEDBACK_WORDS_MAX + 1) }, 'feedback.content.words'],
    ['a text file called a PNG', { pictures: [dataUrl(Buffer.from('hello, not an image'))] }, 'feedback.picture.type.invalid'],
    ['a picture that is not a data URL', { pictures: ['https://example.test/a.png'] }, 'feedback.picture.type.invalid'],
    ['four pictures', { pictures: Array(4).fill(dataUrl(PNG)) }, 'feedback.pictures.too.many'],
    [
      'a picture over 5 MB',
      { pictures: [dataUrl(Buffer.concat([PNG, Buffer.alloc(FEEDBACK_PICTURE_MAX_BYTES)]))] },
      'feedback.picture.too.large',
    ],
  ])('refuses %s and keeps nothing', async (_name, change, errorCode) => {
    const res = await send({ category: 'OTHER', content: CONTENT, ...change }, tokenOf(app, 'player1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, errorCode });
    expect(rows()).toBe(0);
    expect(pictures()).toBe(0);
  });

  it('says the word bounds in the refusal', async () => {
    expect((await send({ category: 'OTHER', content: 'Two words' })).json().value).toEqual({ min: 3, max: 300 });
  });

  it('answers an unknown category or an oversized content as a bad request', async () => {
    expect((await send({ category: 'CASINO', content: CONTENT })).statusCode).toBe(400);
    const long = await send({ category: 'OTHER', content: 'a'.repeat(FEEDBACK_CONTENT_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^content/);
    expect(rows()).toBe(0);
  });

  it('is refused while the brand has feedback switched off', async () => {
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { FEEDBACK3: false } } });
    expect((await send({ category: 'OTHER', content: CONTENT })).json()).toMatchObject({ errorCode: 'function.not.available' });
  });
});

describe('feedback.mine', () => {
  it('needs a session and lists only the member’s own feedback', async () => {
    expect((await app.inject({ url: catalogue['feedback.mine'].path })).statusCode).toBe(401);
    await send({ category: 'OTHER', content: CONTENT });
    expect((await callAs(app, 'player1', 'feedback.mine', { pageNo: 1, pageSize: 20 })).value.totalCount).toBe(0);
  });
});

describe('the desk', () => {
  it('lists feedback with a reply form and takes the form post', async () => {
    const { id } = (await send({ category: 'GAME', content: CONTENT }, tokenOf(app, 'player1'))).json().value;
    const page = (await app.inject({ url: '/__desk' })).body;
    expect(page).toContain(`action="/__desk/feedback/F${id}/reply"`);
    expect(page).toContain('Feedback');
    const posted = await app.inject({
      method: 'POST',
      url: `/__desk/feedback/F${id}/reply`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'reply=Fixed+now',
    });
    expect(posted.statusCode).toBe(303);
    expect(app.repos.feedback.byId(id)!.reply).toBe('Fixed now');
  });

  it('refuses an empty reply, an unknown id, and approving feedback as an order', async () => {
    const { id } = (await send({ category: 'GAME', content: CONTENT }, tokenOf(app, 'player1'))).json().value;
    expect((await reply(`F${id}`, '  ')).statusCode).toBe(400);
    expect((await reply('F999', 'Hello')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/__dev/desk/orders/F${id}/approve` })).statusCode).toBe(404);
    expect(app.repos.feedback.byId(id)!.reply).toBeNull();
  });
});
