import { afterEach, describe, expect, it } from 'vitest';
import { deliverNotice } from './mail-notices';
import type { FastifyInstance } from 'fastify';
import { buildTestSandbox } from '../test-support';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('cashier mail notices', () => {
  it('writes the notice in the member language with its kind, unread', async () => {
    app = await buildTestSandbox();
    const { repos } = app;
    const player = repos.accounts.byUsername('player1')!;
    const before = repos.messages.unreadCount(player.id);
    deliverNotice(repos, player.id, 'DEPOSIT_CREDITED', { amount: '500.00', orderId: 'D42' }, 1_000);
    repos.accounts.setLanguage(player.id, 'TL');
    deliverNotice(repos, player.id, 'WITHDRAW_REJECTED', { amount: '80.00', orderId: 'W7' }, 2_000);
    expect(repos.messages.unreadCount(player.id)).toBe(before + 2);
    const rows = app.db
      .prepare('SELECT title, content, kind FROM messages WHERE account_id = ? AND created_at IN (1000, 2000) ORDER BY created_at')
      .all(player.id);
    expect(rows).toEqual([
      { title: 'Deposit credited', content: expect.stringContaining('₱500.00 (order D42)'), kind: 'DEPOSIT_CREDITED' },
      { title: 'Tinanggihan ang withdrawal', content: expect.stringContaining('₱80.00 (order W7)'), kind: 'WITHDRAW_REJECTED' },
    ]);
  });

  it('writes the amount as the member reads it: grouped, with the currency, in any shipped language', async () => {
    app = await buildTestSandbox();
    const { repos } = app;
    const player = repos.accounts.byUsername('player1')!;
    repos.accounts.setLanguage(player.id, 'AR');
    deliverNotice(repos, player.id, 'DEPOSIT_CREDITED', { amount: '12500.00', orderId: 'D43' }, 3_000);
    repos.accounts.setLanguage(player.id, 'DE');
    deliverNotice(repos, player.id, 'WITHDRAW_APPROVED', { amount: '1234.50', orderId: 'W8' }, 4_000);
    const rows = app.db
      .prepare('SELECT title, content FROM messages WHERE account_id = ? AND created_at IN (3000, 4000) ORDER BY created_at')
      .all(player.id) as Array<{ title: string; content: string }>;
    const arabic = new Intl.NumberFormat('ar', { style: 'currency', currency: 'PHP' }).format(12500);
    expect(rows[0].content).toContain(arabic);
    expect(rows[0].content).toContain('D43');
    expect(rows[0].title).toMatch(/\p{Script=Arabic}/u);
    expect(rows[1].content).toContain('1.234,50');
    expect(rows[1].content).toContain('W8');
  });
});
