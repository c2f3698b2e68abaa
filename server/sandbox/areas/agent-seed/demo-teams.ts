import type { Database } from 'better-sqlite3';
import type { Prng } from '../../db/seed/prng';
import type { ContractKind, DividendPeriod } from '../../../../shared/domains/contracts/schemas';
import type { StoredTier } from '../contracts';
import { seedPasswordHash, warmSeedPasswordHashes } from '../../core/password';
import { createTeamWriter, DAY_MS, timesBetween } from './team-writer';

const AGENT_SALT = Buffer.from('demo-team-agent!');
const MEMBER_SALT = Buffer.from('demo-team-member');
const AGENT_PASSWORD = 'Agent1234';
const MEMBER_PASSWORD = 'Play1234';
/** The demo team's play covers the last two weeks. */
const PLAY_DAYS = 14;
const STAKES = [500, 1_000, 2_000, 5_000, 10_000];
/** Contract periods settle on 5-minute slots (migration 020): a contract starts at its slot's start. */
const SLOT_MS = 300_000;

interface DemoMember {
  username: string;
  upline: string;
  type: 0 | 1;
  nickname: string;
  referralCode: string;
  /** Opening deposit, cents. */
  deposit: number;
  /** Slot rounds over the last PLAY_DAYS days. */
  rounds: number;
}

/**
 * agent1's team below its direct members: two sub-agents, and below subagent1 an agent of its own
 * with two members, so agent1 → subagent1 → teamagent1 → teammember3 is four levels. Accounts never
 * change upline, so the existing downline1…4 stay directly below agent1.
 */
export const DEMO_TEAM: readonly DemoMember[] = [
  {
    username: 'subagent1',
    upline: 'agent1',
    type: 1,
    nickname: 'Sub-agent One',
    referralCode: 'SUBAGENT1',
    deposit: 2_000_000,
    rounds: 12,
  },
  { username: 'subagent2', upline: 'agent1', type: 1, nickname: 'Sub-agent Two', referralCode: 'SUBAGENT2', deposit: 1_000_000, rounds: 8 },
  {
    username: 'teamagent1',
    upline: 'subagent1',
    type: 1,
    nickname: 'Team Agent One',
    referralCode: 'TEAMAGENT1',
    deposit: 1_000_000,
    rounds: 10,
  },
  {
    username: 'teammember1',
    upline: 'subagent1',
    type: 0,
    nickname: 'Team Member One',
    referralCode: 'TEAMMEM01',
    deposit: 500_000,
    rounds: 16,
  },
  {
    username: 'teammember2',
    upline: 'subagent1',
    type: 0,
    nickname: 'Team Member Two',
    referralCode: 'TEAMMEM02',
    deposit: 300_000,
    rounds: 12,
  },
  {
    username: 'teammember3',
    upline: 'teamagent1',
    type: 0,
    nickname: 'Team Member Three',
    referralCode: 'TEAMMEM03',
    deposit: 800_000,
    rounds: 20,
  },
  {
    username: 'teammember4',
    upline: 'teamagent1',
    type: 0,
    nickname: 'Team Member Four',
    referralCode: 'TEAMMEM04',
    deposit: 200_000,
    rounds: 10,
  },
  {
    username: 'teammember5',
    upline: 'subagent2',
    type: 0,
    nickname: 'Team Member Five',
    referralCode: 'TEAMMEM05',
    deposit: 400_000,
    rounds: 14,
  },
  {
    username: 'teammember6',
    upline: 'subagent2',
    type: 0,
    nickname: 'Team Member Six',
    referralCode: 'TEAMMEM06',
    deposit: 100_000,
    rounds: 6,
  },
];

interface DemoContract {
  kind: ContractKind;
  period: DividendPeriod | null;
  upline: string;
  member: string;
  status: 'OFFERED' | 'ACTIVE';
  offeredDaysAgo: number;
  tiers: StoredTier[];
}

/**
 * agent1 (a top agent: the platform pays its contracts) pays subagent1 a daily salary and a monthly
 * dividend, and has offered downline2 a daily salary it has not answered yet, so downline2's
 * sign-in shows the contract prompt.
 */
export const DEMO_CONTRACTS: readonly DemoContract[] = [
  {
    kind: 'DAILY_SALARY',
    period: null,
    upline: 'agent1',
    member: 'subagent1',
    status: 'ACTIVE',
    offeredDaysAgo: 10,
    tiers: [
      { minValidBet: 100_000, minActiveMembers: 1, rate: 50 },
      { minValidBet: 1_000_000, minActiveMembers: 3, rate: 100 },
    ],
  },
  {
    kind: 'DIVIDEND',
    period: 'MONTHLY',
    upline: 'agent1',
    member: 'subagent1',
    status: 'ACTIVE',
    offeredDaysAgo: 10,
    tiers: [
      { minLoss: 500_000, minActiveMembers: 1, rate: 1_000 },
      { minLoss: 5_000_000, minActiveMembers: 3, rate: 2_000 },
    ],
  },
  {
    kind: 'DAILY_SALARY',
    period: null,
    upline: 'agent1',
    member: 'downline2',
    status: 'OFFERED',
    offeredDaysAgo: 1,
    tiers: [
      { minValidBet: 50_000, minActiveMembers: 0, rate: 30 },
      { minValidBet: 500_000, minActiveMembers: 0, rate: 60 },
    ],
  },
];

export function warmDemoTeamPasswords(): Promise<void> {
  return warmSeedPasswordHashes([
    { password: AGENT_PASSWORD, salt: AGENT_SALT },
    { password: MEMBER_PASSWORD, salt: MEMBER_SALT },
  ]);
}

/** The demo team's accounts (joined 40 to 20 days ago), a deposit each and slot rounds over the last two weeks, then the contracts. */
export function seedDemoTeams(db: Database, rng: Prng, now: number): void {
  const idOf = db.prepare<[string], number>('SELECT id FROM accounts WHERE username = ?').pluck();
  if (idOf.get('agent1') === undefined) return;
  const writer = createTeamWriter(db, rng, now);
  const ids = new Map<string, number>();
  DEMO_TEAM.forEach((m, i) => {
    const createdAt = now - (40 - i * 2) * DAY_MS;
    const id = writer.addAccount({
      username: m.username,
      passwordHash: seedPasswordHash(m.type === 1 ? AGENT_PASSWORD : MEMBER_PASSWORD, m.type === 1 ? AGENT_SALT : MEMBER_SALT),
      type: m.type,
      nickname: m.nickname,
      referralCode: m.referralCode,
      uplineId: ids.get(m.upline) ?? idOf.get(m.upline)!,
      createdAt,
    });
    ids.set(m.username, id);
    const settled = writer.deposit(id, m.deposit, now - (PLAY_DAYS + 1) * DAY_MS + rng.int(1, 20) * 3_600_000);
    writer.playRounds(id, timesBetween(rng, m.rounds, Math.max(settled, now - PLAY_DAYS * DAY_MS), now), STAKES);
  });
  writer.finish(ids.values());

  const contract = db.prepare(`INSERT INTO contracts (kind, upline_id, member_id, period, tiers, top_rate, status, offered_at,
      decided_at, settled_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const c of DEMO_CONTRACTS) {
    const offeredAt = now - c.offeredDaysAgo * DAY_MS;
    const decidedAt = c.status === 'ACTIVE' ? offeredAt + 3_600_000 : null;
    contract.run(
      c.kind,
      idOf.get(c.upline)!,
      ids.get(c.member) ?? idOf.get(c.member)!,
      c.period,
      JSON.stringify(c.tiers),
      Math.max(...c.tiers.map((t) => t.rate)),
      c.status,
      offeredAt,
      decidedAt,
      // An active contract is settled from the 5-minute slot it began in; an offer has nothing to settle yet.
      decidedAt === null ? null : Math.floor(decidedAt / SLOT_MS) * SLOT_MS,
    );
  }
}
