import type { ClubLabel } from '../../../../shared/domains/member/schemas';

/** Club (VIP) levels by rank; above rank 4 customer service routes to the VIP channel. */
const LEVELS: ReadonlyArray<Omit<ClubLabel, 'rankLevel'>> = [
  { labelName: 'Bronze', color: '#cd7f32', color2: '#8c5523' },
  { labelName: 'Silver', color: '#c0c0c0', color2: '#8a8a8a' },
  { labelName: 'Gold', color: '#ffd700', color2: '#b8860b' },
  { labelName: 'Platinum', color: '#e5e4e2', color2: '#9fa3a6' },
  { labelName: 'Diamond', color: '#b9f2ff', color2: '#5fb8d0' },
  { labelName: 'VIP', color: '#f5c542', color2: '#a67c00' },
  { labelName: 'Royal VIP', color: '#9b59b6', color2: '#5e2f73' },
];

export function clubLabel(rank: number): ClubLabel {
  const level = LEVELS[Math.min(Math.max(rank, 1), LEVELS.length) - 1];
  return { ...level, rankLevel: rank };
}
