import type { Database } from 'better-sqlite3';
import type { SeedPart } from '../../db/seed/seed-part';

interface SeedNode {
  modId: string;
  name: string;
  /** Off by default: IP verification, GeeTest and withdrawing without the withdrawal password. */
  enabled?: boolean;
  children?: SeedNode[];
}

/** Every module id the platform knows, grouped the way an operator's console shows them. */
export const WHITELABEL_TREE: SeedNode = {
  modId: 'COMM3',
  name: 'Common',
  children: [
    {
      modId: 'REG3',
      name: 'Registration',
      children: [
        { modId: 'USERNAMEREG3', name: 'Username registration' },
        {
          modId: 'MOBILENUMREG3',
          name: 'Mobile number registration',
          children: [
            { modId: 'MOBILENUMPASSREG3', name: 'Password on mobile registration' },
            { modId: 'REGMOBVERF3', name: 'SMS verification on registration' },
          ],
        },
        { modId: 'DIRECTREG3', name: 'Direct registration' },
        { modId: 'AFFMAN3', name: 'Affiliate code check' },
      ],
    },
    {
      modId: 'VERIFICATION3',
      name: 'SMS verification without login',
      children: [
        { modId: 'MOBILEVERCODELOGIN3', name: 'SMS code login' },
        { modId: 'LOGINIPVERF3', name: 'Login verification on a new IP', enabled: false },
      ],
    },
    { modId: 'CAPTCHA3', name: 'Image captcha', children: [{ modId: 'GEETEST3', name: 'GeeTest', enabled: false }] },
    {
      modId: 'PASS3',
      name: 'Change password',
      children: [
        { modId: 'PWDEXPFORCECHANGE3', name: 'Force change of an expired password' },
        { modId: 'CHNGPASSVERIF3', name: 'Reset password by phone' },
        { modId: 'PWRESETSMS3', name: 'SMS for password reset' },
      ],
    },
    { modId: 'FREEPLAY3', name: 'Free play' },
    { modId: 'PROFPIC3', name: 'Profile picture' },
    {
      modId: 'GAMELO3',
      name: 'Game lobby',
      children: [
        { modId: 'GAMELOHOT3', name: 'Hot games' },
        { modId: 'GAMELOFAV3', name: 'Favourite games' },
        { modId: 'GAMELOREC3', name: 'Recent games' },
      ],
    },
    { modId: 'AGEANNOUNCE3', name: 'Lottery announcements' },
    { modId: 'FUNDTRANS3', name: 'Wallet transfer' },
    { modId: 'DPSTBAS3', name: 'Deposit' },
    {
      modId: 'PAYMENTPASS3',
      name: 'Withdrawal password',
      children: [{ modId: 'WDRAWNOPASSVERIF3', name: 'Withdraw without withdrawal password', enabled: false }],
    },
    { modId: 'MEMTRANS3', name: 'Member transaction detail' },
    {
      modId: 'AGENTPOLICY3',
      name: 'Agent contract policy',
      children: [
        { modId: 'SIGNCONDIV3', name: 'Dividend contract' },
        { modId: 'DAILYSALCONT3', name: 'Daily salary contract' },
        { modId: 'HOURSAL3', name: 'Hourly salary contract' },
        { modId: 'RTSALARY3', name: 'Real-time salary contract' },
      ],
    },
    { modId: 'REWCEN3', name: 'Reward centre', children: [{ modId: 'MISSIONLB3', name: 'Missions leaderboard' }] },
    { modId: 'PTSYS3', name: 'Points system' },
    { modId: 'INBOX3', name: 'Messages' },
    { modId: 'FEEDBACK3', name: 'Feedback' },
    { modId: 'CBS3', name: 'Chat and live streaming' },
  ],
};

export function seedWhitelabel(db: Database): void {
  const insert = db.prepare('INSERT INTO whitelabel_nodes (mod_id, parent_mod_id, name, enabled, sort) VALUES (?, ?, ?, ?, ?)');
  const walk = (node: SeedNode, parent: string | null, sort: number): void => {
    insert.run(node.modId, parent, node.name, node.enabled === false ? 0 : 1, sort);
    node.children?.forEach((child, i) => walk(child, node.modId, i));
  };
  walk(WHITELABEL_TREE, null, 0);
}

export const whitelabelSeed: SeedPart = { name: 'whitelabel', seed: 0x5eed0001, run: (db) => seedWhitelabel(db) };
