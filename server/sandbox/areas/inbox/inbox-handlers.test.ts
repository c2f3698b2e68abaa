import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import type { InboxValue } from '../../../../shared/domains/inbox/schemas';
import { buildTestSandbox, expectCatalogueAnswer, signIn } from '../../test-support';

let app: FastifyInstance;
let token: string;
let other: string;
beforeAll(async () => {
  app = await buildTestSandbox();
  token = await signIn(app, 'player1', 'Play1234');
  other = await signIn(app, 'vip1', 'Play1234');
});
afterAll(() => app.close());

const inbox = async (query = '', auth = token): Promise<InboxValue> => {
  const res = await app.inject({ url: `${catalogue['inbox.list'].path}${query}`, headers: { authorization: auth } });
  expectCatalogueAnswer('inbox.list', res);
  return res.json().value;
};
const unreadCount = async (auth = token): Promise<number> =>
  (await app.inject({ url: catalogue['inbox.unreadCount'].path, headers: { authorization: auth } })).json().value;
const act = (key: 'inbox.read' | 'inbox.delete', ids: string[], auth = token) =>
  app.inject({ method: 'POST', url: catalogue[key].path, headers: { authorization: auth }, payload: { ids } });
const rows = () => app.db.prepare('SELECT id, read_at AS readAt, deleted_at AS deletedAt FROM messages ORDER BY id').all();

describe('the inbox', () => {
  it('pages the messages newest first with the unread count, which agrees with inbox.unreadCount', async () => {
    const all = await inbox();
    // Three welcome messages from the accounts seed (one read) and two operator notices (read).
    expect(all).toMatchObject({ pageNo: 1, pageSize: 20, totalCount: 5, totalPages: 1, unread: 2 });
    expect(all.list.map((m) => m.createdAt)).toEqual([...all.list.map((m) => m.createdAt)].sort((a, b) => b - a));
    expect(all.list[0]).toMatchObject({ title: 'New games this week', kind: 'NOTICE', read: true });
    expect(await unreadCount()).toBe(all.unread);

    const page2 = await inbox('?pageNo=2&pageSize=2');
    expect(page2).toMatchObject({ pageNo: 2, pageSize: 2, totalPages: 3 });
    expect(page2.list.map((m) => m.id)).toEqual(all.list.slice(2, 4).map((m) => m.id));
    // The newer EMFE_getInbox names its paging page/size.
    const alias = await app.inject({ url: `${catalogue['inbox.list'].aliases[0].path}?page=3&size=2`, headers: { authorization: token } });
    expect(alias.json().value).toMatchObject({ pageNo: 3, pageSize: 2 });
    expect(alias.json().value.list.map((m: { id: string }) => m.id)).toEqual(all.list.slice(4).map((m) => m.id));
  });

  it('marks messages read and answers how many changed', async () => {
    const list = (await inbox()).list;
    const unread = list.find((m) => !m.read)!;
    const read = list.find((m) => m.read)!;
    const res = await act('inbox.read', [unread.id, read.id]);
    expectCatalogueAnswer('inbox.read', res);
    expect(res.json()).toEqual({ status: true, description: '', data: 1 });
    expect((await act('inbox.read', [unread.id])).json().data).toBe(0);
    const after = await inbox();
    expect(after.unread).toBe(1);
    expect(after.list.find((m) => m.id === unread.id)!.read).toBe(true);
    expect(await unreadCount()).toBe(1);
  });

  it('deletes softly: the message leaves the inbox and the count, its row stays', async () => {
    const before = await inbox();
    const unread = before.list.find((m) => !m.read)!;
    const res = await act('inbox.delete', [unread.id]);
    expectCatalogueAnswer('inbox.delete', res);
    expect(res.json().value).toBe(1);
    const after = await inbox();
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.list.some((m) => m.id === unread.id)).toBe(false);
    expect(after.unread).toBe(before.unread - 1);
    expect(await unreadCount()).toBe(after.unread);
    const row = app.db.prepare('SELECT deleted_at FROM messages WHERE id = ?').pluck().get(Number(unread.id));
    expect(row).toBe(app.clock.now());
    // Deleted is gone: deleting or reading it again names no message.
    expect((await act('inbox.delete', [unread.id])).json()).toMatchObject({ success: false, errorCode: 'message.not.found' });
  });

  it("refuses another member's, an unknown or a malformed id, and changes nothing", async () => {
    const mine = (await inbox()).list[0];
    const theirs = (await inbox('', other)).list[0];
    const snapshot = rows();
    for (const ids of [[mine.id, theirs.id], [mine.id, '999999'], ['abc'], [mine.id, '0']]) {
      for (const key of ['inbox.read', 'inbox.delete'] as const) {
        const res = await act(key, ids);
        // Reading is the older generation's call and refuses in its envelope.
        const refusal =
          key === 'inbox.read' ? { status: false, description: 'message.not.found' } : { success: false, errorCode: 'message.not.found' };
        expect(res.json(), `${key} ${ids.join()}`).toMatchObject(refusal);
      }
    }
    expect(rows()).toEqual(snapshot);
    const empty = await act('inbox.read', []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ status: false, description: 'request_param_err', data: null });
  });

  it('answers function.not.available while INBOX3 is off', async () => {
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { INBOX3: false } } });
    const res = await app.inject({ url: catalogue['inbox.list'].path, headers: { authorization: token } });
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { INBOX3: null } } });
    expect(res.json()).toMatchObject({ errorCode: 'function.not.available' });
  });
});
