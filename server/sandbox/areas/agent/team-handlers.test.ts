import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { centsToWire, wireToCents } from '../../../../shared/money';
import type {
  DownlinesValue,
  TeamBettingValue,
  TeamOverview,
  TeamProfitValue,
  TeamTransactionsValue,
} from '../../../../shared/domains/agent/schemas';
import { buildTestSandbox, expectCatalogueAnswer, freePlayInject, signIn } from '../../test-support';
import { MAIN_WALLET } from '../../core/wallets-repository';
import { advanceClock, betLottery, openDownline, playSlot, query, setFlags } from '../../testing/agent-play';

const DAY = 86_400_000;
const SLOT = 300_000;

let app: FastifyInstance;
const tokens: Record<string, string> = {};
let range: { startTime: number; endTime: number };

const idOf = (username: string) => app.repos.accounts.byUsername(username)!.id;
const balanceOf = (username: string) =>
  app.db.prepare('SELECT COALESCE(SUM(balance), 0) FROM wallets WHERE account_id = ?').pluck().get(idOf(username)) as number;
const overview = async (who: string, r = range): Promise<TeamOverview> => {
  const res = await query(app, 'agent.teamOverview', tokens[who], r);
  expectCatalogueAnswer('agent.teamOverview', res);
  return res.json().value;
};
/** The leaf's bets as its rows say: game rounds and lottery orders (settled ones count as valid). */
const leafBets = () => {
  const id = idOf('leafmb1');
  const rounds = app.db
    .prepare('SELECT COUNT(*) AS n, SUM(stake) AS bet, SUM(win) AS win FROM game_rounds WHERE account_id = ?')
    .get(id) as {
    n: number;
    bet: number;
    win: number;
  };
  const orders = app.db
    .prepare(
      `SELECT COUNT(*) AS n, SUM(total) AS bet, SUM(CASE WHEN status IN ('WON', 'LOST') THEN total ELSE 0 END) AS valid,
        SUM(CASE WHEN status = 'WON' THEN win ELSE 0 END) AS win FROM lottery_orders WHERE account_id = ? AND status <> 'CANCELLED'`,
    )
    .get(id) as { n: number; bet: number; valid: number; win: number };
  return { bets: rounds.n + orders.n, bet: rounds.bet + orders.bet, valid: rounds.bet + orders.valid, win: rounds.win + orders.win };
};

beforeAll(async () => {
  app = await buildTestSandbox();
  for (const [name, password] of [
    ['agent1', 'Agent1234'],
    ['agent2', 'Agent1234'],
    ['player1', 'Play1234'],
  ]) {
    tokens[name] = await signIn(app, name, password);
  }
  // Three levels: agent1 → subag1 (an agent) → leafmb1 (a member).
  tokens.subag1 = await openDownline(app, tokens.agent1, 'subag1', 1);
  tokens.leafmb1 = await openDownline(app, tokens.subag1, 'leafmb1', 0);
  range = { startTime: app.clock.now() - DAY, endTime: app.clock.now() + DAY };
});
afterAll(() => app.close());

describe('team overview (agent.teamOverview)', () => {
  it("shows a downline's game rounds, lottery bets, deposits and withdrawals in its upline's and its upline's upline's figures only", async () => {
    const before = { agent1: await overview('agent1'), subag1: await overview('subag1'), agent2: await overview('agent2') };
    const leafBalance = balanceOf('leafmb1');
    expect(leafBalance).toBe(0);

    // A new account starts at 0: the deposit the cashier credits (ledger reason `deposit`) comes first.
    const now = app.clock.now();
    app.repos.wallets.move(idOf('leafmb1'), MAIN_WALLET, 50_000, 'deposit', 'D-team-test', now);
    app.repos.wallets.move(idOf('leafmb1'), MAIN_WALLET, -20_000, 'withdraw', 'W-team-test', now);
    await playSlot(app, tokens.leafmb1, 3);
    const game = await betLottery(app, tokens.leafmb1);
    // The issue draws: the order settles, and only then counts as a valid bet.
    await advanceClock(app, game.nextDrawTime - app.clock.now() + 1);

    // The overview settles the drawn order itself before it reads.
    const sub1 = await overview('subag1');
    const bets = leafBets();
    expect(bets.bets).toBe(4);
    const balanceDelta = balanceOf('leafmb1') - leafBalance;
    expect(sub1).toEqual({
      teamSize: 1,
      directMembers: 1,
      agents: 0,
      newMembers: 1,
      activeMembers: 1,
      deposits: '500.00',
      withdrawals: '200.00',
      betAmount: centsToWire(bets.bet),
      validBet: centsToWire(bets.valid),
      winAmount: centsToWire(bets.win),
      profitLoss: centsToWire(bets.win - bets.valid),
      bonuses: '0.00',
      teamBalance: centsToWire(balanceOf('subag1') + balanceOf('leafmb1')),
    });
    expect(bets.valid).toBe(1300);

    const agent1 = await overview('agent1');
    const delta = (o: TeamOverview, b: TeamOverview, field: keyof TeamOverview) =>
      wireToCents(String(o[field])) - wireToCents(String(b[field]));
    expect(delta(agent1, before.agent1, 'betAmount')).toBe(bets.bet);
    expect(delta(agent1, before.agent1, 'validBet')).toBe(bets.valid);
    expect(delta(agent1, before.agent1, 'winAmount')).toBe(bets.win);
    expect(delta(agent1, before.agent1, 'deposits')).toBe(50_000);
    expect(delta(agent1, before.agent1, 'withdrawals')).toBe(20_000);
    expect(delta(agent1, before.agent1, 'teamBalance')).toBe(balanceDelta);
    expect(agent1.activeMembers).toBe(before.agent1.activeMembers + 1);
    expect(agent1.teamSize).toBe(
      app.db.prepare('SELECT COUNT(*) FROM team_paths WHERE ancestor_id = ? AND depth > 0').pluck().get(idOf('agent1')),
    );
    expect(agent1.agents).toBeGreaterThanOrEqual(1);
    expect(await overview('agent2')).toEqual(before.agent2);
    expect(before.subag1).toMatchObject({ activeMembers: 0, betAmount: '0.00', deposits: '0.00' });
  });

  it('counts only what falls in the range, rounded down to whole 5-minute slots', async () => {
    const played = app.db.prepare('SELECT MIN(played_at) FROM game_rounds WHERE account_id = ?').pluck().get(idOf('leafmb1')) as number;
    const slotStart = Math.floor(played / SLOT) * SLOT;
    // Ending inside the rounds' slot rounds down to its start: the rounds fall outside.
    const before = await overview('subag1', { startTime: slotStart - DAY, endTime: played + 1 });
    expect(before).toMatchObject({ betAmount: '0.00', activeMembers: 0, deposits: '0.00' });
    const within = await overview('subag1', { startTime: played, endTime: slotStart + SLOT });
    expect(wireToCents(within.betAmount)).toBeGreaterThanOrEqual(300);
  });

  it('refuses members, trial accounts, bad ranges and a switched-off centre', async () => {
    expect((await query(app, 'agent.teamOverview', tokens.player1, range)).json()).toMatchObject({
      success: false,
      errorCode: 'agent.required',
    });
    expect((await query(app, 'agent.teamOverview', tokens.leafmb1, range)).json()).toMatchObject({ errorCode: 'agent.required' });
    const trial = (await freePlayInject(app)).json().value.token as string;
    expect((await query(app, 'agent.teamOverview', trial, range)).json()).toMatchObject({ errorCode: 'trial.account' });
    const now = app.clock.now();
    for (const bad of [
      { startTime: now, endTime: now },
      { startTime: now, endTime: now - 1 },
      { startTime: now - 93 * DAY - 1, endTime: now },
    ]) {
      expect((await query(app, 'agent.teamOverview', tokens.agent1, bad)).json()).toMatchObject({ errorCode: 'range.invalid' });
    }
    await setFlags(app, { AGENTPOLICY3: false });
    const off = await query(app, 'agent.teamOverview', tokens.agent1, range);
    await setFlags(app, { AGENTPOLICY3: null });
    expect(off.json()).toMatchObject({ errorCode: 'function.not.available' });
    expect((await app.inject({ url: `${catalogue['agent.teamOverview'].path}?startTime=0&endTime=1` })).statusCode).toBe(401);
  });
});

describe('team tree (agent.downlines)', () => {
  const downlines = async (who: string, payload: Record<string, string | number>): Promise<DownlinesValue> => {
    const res = await query(app, 'agent.downlines', tokens[who], payload);
    expectCatalogueAnswer('agent.downlines', res);
    return res.json().data;
  };

  it('lists direct downlines with their level, team, balance and last sign-in, and drills down with a path', async () => {
    const top = await downlines('agent1', { pageSize: 100 });
    const sub1 = top.list.find((d) => d.username === 'subag1')!;
    expect(sub1).toMatchObject({ accountType: 1, level: 1, teamSize: 1, directMembers: 1, status: 'ACTIVE', contracts: [] });
    expect(sub1.balance).toBe(centsToWire(balanceOf('subag1')));
    expect(sub1.lastLoginAt).toBe(app.db.prepare('SELECT last_login_at FROM accounts WHERE id = ?').pluck().get(idOf('subag1')));
    expect(top.path).toEqual([]);
    expect(top.list.every((d) => d.level === 1)).toBe(true);
    expect(top.totalCount).toBe(app.db.prepare('SELECT COUNT(*) FROM accounts WHERE upline_id = ?').pluck().get(idOf('agent1')));

    const below = await downlines('agent1', { parent: 'subag1' });
    expect(below.list.map((d) => [d.username, d.level, d.accountType, d.teamSize])).toEqual([['leafmb1', 2, 0, 0]]);
    expect(below.path).toEqual(['subag1']);
    expect(below.list[0].balance).toBe(centsToWire(balanceOf('leafmb1')));
    const leaf = await downlines('agent1', { parent: 'leafmb1' });
    expect(leaf).toMatchObject({ list: [], totalCount: 0, path: ['subag1', 'leafmb1'] });
    // The sub-agent sees the same account one level nearer.
    expect((await downlines('subag1', {})).list.map((d) => [d.username, d.level])).toEqual([['leafmb1', 1]]);
  });

  it('pages the direct downlines', async () => {
    const all = await downlines('agent1', { pageSize: 100 });
    const first = await downlines('agent1', { pageSize: 2, pageNo: 1 });
    const second = await downlines('agent1', { pageSize: 2, pageNo: 2 });
    expect([...first.list, ...second.list].map((d) => d.username)).toEqual(all.list.slice(0, 4).map((d) => d.username));
    expect(first.totalPages).toBe(Math.ceil(all.totalCount / 2));
  });

  it('searches the whole team by username prefix in any case, never outside it', async () => {
    const found = await downlines('agent1', { search: 'LEAFM' });
    expect(found.list.map((d) => [d.username, d.level])).toEqual([['leafmb1', 2]]);
    expect((await downlines('agent1', { search: 'agent' })).list.map((d) => d.username)).not.toContain('agent1');
    expect((await downlines('agent2', { search: 'leafm' })).totalCount).toBe(0);
    expect((await downlines('agent1', { search: '%' })).totalCount).toBe(0);
  });

  it('refuses a parent outside the team', async () => {
    for (const [who, parent] of [
      ['agent1', 'player1'],
      ['agent1', 'nobody-here'],
      ['agent2', 'subag1'],
      ['subag1', 'agent1'],
    ]) {
      const res = await query(app, 'agent.downlines', tokens[who], { parent });
      expect(res.json(), `${who} ${parent}`).toMatchObject({ status: false, description: 'agent.not.in.team' });
    }
  });
});

describe('team reports (agent.teamBetting, agent.profitLoss)', () => {
  const betting = async (token: string, payload: Record<string, string | number>): Promise<TeamBettingValue> => {
    const res = await query(app, 'agent.teamBetting', token, payload);
    expectCatalogueAnswer('agent.teamBetting', res);
    return res.json().data;
  };
  const figures = (bets: ReturnType<typeof leafBets>) => ({
    bets: bets.bets,
    betAmount: centsToWire(bets.bet),
    validBet: centsToWire(bets.valid),
    winAmount: centsToWire(bets.win),
    profitLoss: centsToWire(bets.win - bets.valid),
  });

  it("shows the agent's own bets, then each direct downline with its whole team's, and the team as the totals", async () => {
    const value = await betting(tokens.agent1, { ...range, pageSize: 100 });
    const bets = leafBets();
    expect(value.own).toMatchObject({ username: 'agent1', level: 0, teamSize: (await overview('agent1')).teamSize });
    expect(value.path).toEqual([]);
    // subag1 has not played: its row is its leaf's bets, its team of one.
    expect(value.list.find((r) => r.username === 'subag1')).toEqual({ username: 'subag1', level: 1, teamSize: 1, ...figures(bets) });
    expect(value.list.map((r) => r.level).every((level) => level === 1)).toBe(true);
    expect(value.list.map((r) => r.username)).toEqual(
      app.db.prepare('SELECT username FROM accounts WHERE upline_id = ? ORDER BY id').pluck().all(idOf('agent1')),
    );
    // The totals are the agent's own row and its downlines' teams, and the overview's figures.
    const sum = (field: 'betAmount' | 'validBet' | 'winAmount') =>
      centsToWire([value.own, ...value.list].reduce((s, r) => s + wireToCents(r[field]), 0));
    expect(value.totals).toMatchObject({ betAmount: sum('betAmount'), validBet: sum('validBet'), winAmount: sum('winAmount') });
    expect(value.totals.bets).toBe([value.own, ...value.list].reduce((s, r) => s + r.bets, 0));
    const o = await overview('agent1');
    expect(value.totals).toMatchObject({ betAmount: o.betAmount, validBet: o.validBet, winAmount: o.winAmount, profitLoss: o.profitLoss });
  });

  it('opens a downline with a team of its own, with the path to it, and pages the level', async () => {
    const sub = await betting(tokens.agent1, { ...range, parent: 'SUBAG1' });
    expect(sub.path).toEqual(['subag1']);
    expect(sub.own).toEqual({ username: 'subag1', level: 1, teamSize: 1, ...figures({ bets: 0, bet: 0, valid: 0, win: 0 }) });
    expect(sub.list).toEqual([{ username: 'leafmb1', level: 2, teamSize: 0, ...figures(leafBets()) }]);
    expect(sub.totals).toEqual(figures(leafBets()));

    const all = await betting(tokens.agent1, { ...range, pageSize: 100 });
    const second = await betting(tokens.agent1, { ...range, pageSize: 2, pageNo: 2 });
    expect(second.list).toEqual(all.list.slice(2, 4));
    expect(second.totalCount).toBe(all.list.length);
    expect(second.totals).toEqual(all.totals);
  });

  it("is exact to the 5-minute slot, in an account's own figures and in its upline's team figures", async () => {
    const played = app.db.prepare('SELECT MIN(played_at) FROM game_rounds WHERE account_id = ?').pluck().get(idOf('leafmb1')) as number;
    const slotStart = Math.floor(played / SLOT) * SLOT;
    // The leaf's own figures read its rows and summaries; subag1's row for it reads the team slots.
    const both = async (r: { startTime: number; endTime: number }) => {
      const own = (await betting(tokens.subag1, { ...r, parent: 'leafmb1' })).own.bets;
      const team = (await betting(tokens.subag1, r)).list[0]!.bets;
      expect(team, `${r.startTime}–${r.endTime}`).toBe(own);
      return own;
    };
    const narrow = await both({ startTime: slotStart, endTime: slotStart + 2 * SLOT });
    const rounds = app.db
      .prepare('SELECT COUNT(*) FROM game_rounds WHERE account_id = ? AND played_at >= ? AND played_at < ?')
      .pluck()
      .get(idOf('leafmb1'), slotStart, slotStart + 2 * SLOT) as number;
    expect(narrow).toBeGreaterThanOrEqual(rounds);
    expect(await both(range)).toBe(4);
    expect(await both({ startTime: slotStart - DAY, endTime: slotStart })).toBe(0);
    expect(await both({ startTime: slotStart + 3 * SLOT, endTime: slotStart + DAY })).toBe(4 - narrow);
  });

  it('refuses a parent outside the team, and accounts that are not agents', async () => {
    const outside = await query(app, 'agent.teamBetting', tokens.agent1, { ...range, parent: 'player1' });
    expect(outside.json()).toMatchObject({ status: false, description: 'agent.not.in.team' });
    const above = await query(app, 'agent.profitLoss', tokens.subag1, { ...range, parent: 'agent1' });
    expect(above.json()).toMatchObject({ status: false, description: 'agent.not.in.team' });
    expect((await query(app, 'agent.teamBetting', tokens.player1, range)).json()).toMatchObject({
      status: false,
      description: 'agent.required',
    });
  });

  it("shows each downline team's deposits, withdrawals, bets and bonuses, and the team's totals", async () => {
    app.repos.wallets.move(idOf('leafmb1'), MAIN_WALLET, 1_500, 'bonus.weekly_rebate', 'B-team-test', app.clock.now());
    const res = await query(app, 'agent.profitLoss', tokens.subag1, { ...range, pageSize: 100 });
    expectCatalogueAnswer('agent.profitLoss', res);
    const value: TeamProfitValue = res.json().data;
    const bets = leafBets();
    const leaf = {
      deposits: '500.00',
      withdrawals: '200.00',
      validBet: centsToWire(bets.valid),
      winAmount: centsToWire(bets.win),
      bonuses: '15.00',
      profitLoss: centsToWire(bets.win - bets.valid + 1_500),
    };
    expect(value.list).toEqual([{ username: 'leafmb1', level: 1, teamSize: 0, ...leaf }]);
    expect(value.totals).toEqual(leaf);
    // A range of whole days reads the day summaries; a narrow one the rows: the same money.
    const now = app.clock.now();
    const own: TeamProfitValue = (
      await query(app, 'agent.profitLoss', tokens.subag1, { startTime: now - 3 * DAY, endTime: now + SLOT, parent: 'leafmb1' })
    ).json().data;
    expect(own.own).toMatchObject({ username: 'leafmb1', deposits: '500.00', bonuses: '15.00' });
    expect(own.totals.deposits).toBe('500.00');
  });
});

describe('team transactions (agent.transactions)', () => {
  it("pages the downline's ledger rows newest first, never the agent's own, with a type and a username filter", async () => {
    const res = await query(app, 'agent.transactions', tokens.subag1, { ...range, pageSize: 100 });
    expectCatalogueAnswer('agent.transactions', res);
    const value: TeamTransactionsValue = res.json().data;
    const rows = app.db
      .prepare(
        'SELECT id, amount FROM ledger WHERE account_id = ? AND created_at >= ? AND created_at < ? ORDER BY created_at DESC, id DESC',
      )
      .all(idOf('leafmb1'), range.startTime, Math.floor(range.endTime / SLOT) * SLOT) as Array<{ id: number; amount: number }>;
    expect(value.list.map((r) => Number(r.id))).toEqual(rows.map((r) => r.id));
    expect(value.list.every((r) => r.username === 'leafmb1')).toBe(true);
    expect(wireToCents(value.totals.moneyIn)).toBe(rows.filter((r) => r.amount > 0).reduce((s, r) => s + r.amount, 0));
    expect(wireToCents(value.totals.moneyOut)).toBe(-rows.filter((r) => r.amount < 0).reduce((s, r) => s + r.amount, 0));

    const deposits: TeamTransactionsValue = (
      await query(app, 'agent.transactions', tokens.agent1, { ...range, type: 'DEPOSIT', username: 'leafmb1' })
    ).json().data;
    expect(deposits.list.map((r) => [r.type, r.detail, r.amount])).toEqual([['DEPOSIT', 'deposit', '500.00']]);
    expect(deposits.totals).toEqual({ moneyIn: '500.00', moneyOut: '0.00' });

    const team: TeamTransactionsValue = (await query(app, 'agent.transactions', tokens.agent1, { ...range, pageSize: 100 })).json().data;
    expect(team.list.some((r) => r.username === 'agent1')).toBe(false);
    const second: TeamTransactionsValue = (
      await query(app, 'agent.transactions', tokens.agent1, { ...range, pageSize: 2, pageNo: 2 })
    ).json().data;
    expect(second.list.map((r) => r.id)).toEqual(team.list.slice(2, 4).map((r) => r.id));
    expect(second.totalCount).toBe(team.totalCount);
    const own: TeamTransactionsValue = (await query(app, 'agent.transactions', tokens.agent1, { ...range, username: 'agent1' })).json()
      .data;
    expect(own.totalCount).toBe(0);
  });

  it("finds every page of a large downline's ledger by its slot counts, with and without a type", async () => {
    // Rows in many slots, several in one slot, for two accounts at two levels.
    const start = Math.floor(app.clock.now() / SLOT) * SLOT - 40 * SLOT;
    for (let i = 0; i < 30; i++) {
      const who = i % 3 === 0 ? 'subag1' : 'leafmb1';
      const reason = i % 4 === 0 ? 'bonus.weekly_rebate' : 'deposit';
      app.repos.wallets.move(idOf(who), MAIN_WALLET, 100 + i, reason, `PAGE-${i}`, start + Math.floor(i / 3) * SLOT + (i % 3) * 1000);
    }
    const downline = (type: string | null) =>
      app.db
        .prepare(
          `SELECT l.id, l.reason FROM ledger l JOIN team_paths p ON p.ancestor_id = ? AND p.member_id = l.account_id AND p.depth > 0
           WHERE l.created_at >= ? AND l.created_at < ? ORDER BY l.created_at DESC, l.id DESC`,
        )
        .all(idOf('agent1'), range.startTime, Math.floor(range.endTime / SLOT) * SLOT)
        .filter((r) => type === null || (r as { reason: string }).reason.startsWith('bonus.'))
        .map((r) => String((r as { id: number }).id));
    for (const type of [null, 'BONUS']) {
      const expected = downline(type);
      const seen: string[] = [];
      for (let pageNo = 1; pageNo <= Math.ceil(expected.length / 7) + 1; pageNo++) {
        const page: TeamTransactionsValue = (
          await query(app, 'agent.transactions', tokens.agent1, { ...range, pageSize: 7, pageNo, ...(type ? { type } : {}) })
        ).json().data;
        expect(page.totalCount).toBe(expected.length);
        seen.push(...page.list.map((r) => r.id));
      }
      expect(seen, String(type)).toEqual(expected);
    }
  });

  it('refuses an unknown type and an account outside the team', async () => {
    const unknown = await query(app, 'agent.transactions', tokens.agent1, { ...range, type: 'LOTTERY' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ status: false, description: 'request_param_err', data: null });
    expect((await query(app, 'agent.transactions', tokens.subag1, { ...range, username: 'agent1' })).json()).toMatchObject({
      status: false,
      description: 'agent.not.in.team',
    });
  });
});
