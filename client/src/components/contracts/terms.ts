import {
  basisPointsToRate,
  CONTRACT_TIERS_MAX,
  rateToBasisPoints,
  type ContractKind,
  type ContractOfferInput,
  type ContractTier,
  type DividendPeriod,
} from '../../../../shared/domains/contracts/schemas';
import { centsToWire, parseAmount } from '../../../../shared/money';

/**
 * Contract terms as an upline types them, and the checks the platform makes on an offer
 * (shared/domains/contracts/schemas.ts): 1 to CONTRACT_TIERS_MAX tiers, each a threshold (money, two
 * decimals at most), a whole number of active members and a rate (a percentage with two decimals at
 * most, above zero, not above the upline's own ceiling); thresholds strictly rising and rates never
 * falling from one tier to the next. Dividends also name their period.
 */

export interface TierDraft {
  /** A stable key for the row while tiers are added and removed. */
  key: number;
  threshold: string;
  minActiveMembers: string;
  rate: string;
}

export interface TermsDraft {
  kind: ContractKind;
  period: DividendPeriod;
  tiers: TierDraft[];
}

export type ThresholdProblem = 'empty' | 'notNumber' | 'tooManyDecimals' | 'tooLarge' | 'notRising';
export type MembersProblem = 'empty' | 'notWhole' | 'tooLarge';
export type RateProblem = 'empty' | 'notRate' | 'notPositive' | 'aboveCeiling' | 'falling';

export interface TierProblems {
  threshold?: ThresholdProblem;
  minActiveMembers?: MembersProblem;
  rate?: RateProblem;
}

/** Problems by tier row (same order as the draft's tiers); an empty object when the row is fine. */
export type TermsProblems = TierProblems[];

export const MIN_ACTIVE_MEMBERS_MAX = 1_000_000;

let nextKey = 1;
export function emptyTier(): TierDraft {
  return { key: nextKey++, threshold: '', minActiveMembers: '', rate: '' };
}

export function emptyTerms(kind: ContractKind): TermsDraft {
  return { kind, period: 'MONTHLY', tiers: [emptyTier()] };
}

export const canAddTier = (draft: TermsDraft): boolean => draft.tiers.length < CONTRACT_TIERS_MAX;
export const canRemoveTier = (draft: TermsDraft): boolean => draft.tiers.length > 1;

/** A threshold in cents: zero is a threshold too (the tier applies from the first bet). */
function readThreshold(text: string): { cents: number } | { problem: ThresholdProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'empty' };
  if (/^0+(\.0{1,2})?$/.test(trimmed)) return { cents: 0 };
  // A person's zeros in front are tidied; the terms go on the wire through centsToWire.
  const read = parseAmount(trimmed.replace(/^0+(?=\d)/, ''));
  if ('cents' in read) return read;
  if (read.problem === 'tooManyDecimals' || read.problem === 'tooLarge' || read.problem === 'empty') return { problem: read.problem };
  return { problem: 'notNumber' };
}

function readMembers(text: string): { count: number } | { problem: MembersProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'empty' };
  if (!/^[0-9]+$/.test(trimmed)) return { problem: 'notWhole' };
  const count = Number(trimmed);
  return count > MIN_ACTIVE_MEMBERS_MAX ? { problem: 'tooLarge' } : { count };
}

/**
 * Checks a draft against the offer rules. `ceiling` is the highest rate the upline may give for the
 * draft's kind (contracts.mine's ceilings). Answers the offer as the wire carries it, or the problems.
 */
export function checkTerms(draft: TermsDraft, ceiling: string): { input: ContractOfferInput } | { problems: TermsProblems } {
  const ceilingBp = rateToBasisPoints(ceiling) ?? 0;
  const problems: TermsProblems = draft.tiers.map(() => ({}));
  const tiers: ContractTier[] = [];
  let previousCents: number | null = null;
  let previousBp: number | null = null;
  draft.tiers.forEach((tier, index) => {
    const found = problems[index];
    const threshold = readThreshold(tier.threshold);
    if ('problem' in threshold) found.threshold = threshold.problem;
    else if (previousCents !== null && threshold.cents <= previousCents) found.threshold = 'notRising';
    const members = readMembers(tier.minActiveMembers);
    if ('problem' in members) found.minActiveMembers = members.problem;
    const trimmedRate = tier.rate.trim();
    const bp = trimmedRate === '' ? undefined : rateToBasisPoints(trimmedRate);
    if (trimmedRate === '') found.rate = 'empty';
    else if (bp === undefined) found.rate = 'notRate';
    else if (bp <= 0) found.rate = 'notPositive';
    else if (bp > ceilingBp) found.rate = 'aboveCeiling';
    else if (previousBp !== null && bp < previousBp) found.rate = 'falling';
    // The next row is compared with what this row says, even when this row has another problem.
    if ('cents' in threshold) previousCents = threshold.cents;
    if (bp !== undefined) previousBp = bp;
    if ('cents' in threshold && 'count' in members && bp !== undefined) {
      tiers.push({ threshold: centsToWire(threshold.cents), minActiveMembers: members.count, rate: basisPointsToRate(bp) });
    }
  });
  if (problems.some((found) => Object.keys(found).length > 0)) return { problems };
  return draft.kind === 'DIVIDEND' ? { input: { kind: draft.kind, period: draft.period, tiers } } : { input: { kind: draft.kind, tiers } };
}
