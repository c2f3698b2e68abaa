import { badParam } from '../../core/errors';
import { MAX_MULTIPLE, MODE_DIVISORS, PRIZE_SERIES, betCents, type LotteryPlay } from './plays';

/** A bet carries at most this many slips (joined by `;`). */
export const MAX_SLIPS = 20;

export interface Slip {
  /** The picks of the slip's one position, in the order written. */
  picks: number[];
  playId: number;
  mode: number;
  series: number;
  multiple: number;
  /** Cents per pick: the single-bet price in the slip's unit times its multiple. */
  betCents: number;
  /** Cents the slip costs: one bet per pick. */
  cents: number;
}

/**
 * Reads `bettingSlipString` as the lottery client writes it: slips joined by `;`, each
 * `<balls>~1~<playId>~<mode>~<series>~<multiple>`. The balls are each position's picks written
 * one after another (`ballRows.map(row => row.join('')).join('_')`), every ball with the play's
 * width (two digits, zero-padded, where the pool goes past 9), positions joined by `_`. The `1` is
 * a fixed marker the client always writes (the pick approach; 2, typed numbers, is not taken).
 * The C# client of contract/PUBLIC-CLIENTS.md (§8) adds a seventh part, the position of a
 * positional play, and a closing `~`: every play here has one position of its own, so that part is
 * read as a whole number or empty and changes nothing. Anything else is refused with the part that
 * is wrong.
 */
export function parseSlips(text: string, play: LotteryPlay): Slip[] {
  return eachSlip(text, (slip, field) => parseSlip(slip, play, field));
}

function parseSlip(slip: string, play: LotteryPlay, field: string): Slip {
  const parts = slip.split('~');
  // <…>~<multiple>~<position>~ : seven parts and a closing `~`, the last split part empty.
  const withPosition = parts.length === 8 && parts[7] === '' && /^[0-9]{0,2}$/.test(parts[6]);
  if (parts.length !== 6 && !withPosition) throw badParam(`${field}a slip is <balls>~1~<playId>~<mode>~<series>~<multiple>`);
  const [balls, marker, playText, modeText, seriesText, multipleText] = parts;
  if (marker !== '1') throw badParam(`${field}the second part of a slip is always 1`);
  const playId = whole(playText, `${field}playId`);
  if (playId !== play.playId) throw badParam(`${field}playId ${playId} is not a play of this game (its play is ${play.playId})`);
  const mode = whole(modeText, `${field}mode`);
  if (!(mode in MODE_DIVISORS)) throw badParam(`${field}mode is 1 (whole units), 2 (tenths) or 3 (hundredths)`);
  const series = whole(seriesText, `${field}series`);
  if (series !== PRIZE_SERIES) throw badParam(`${field}series ${series} is not offered; members bet at series ${PRIZE_SERIES}`);
  const multiple = whole(multipleText, `${field}multiple`);
  if (multiple < 1 || multiple > MAX_MULTIPLE) throw badParam(`${field}multiple goes from 1 to ${MAX_MULTIPLE}`);
  const picks = readBalls(balls, play, field);
  const each = betCents(mode, multiple);
  return { picks, playId, mode, series, multiple, betCents: each, cents: each * picks.length };
}

/** What the older jQuery client sends once for the whole bet: every one of its slips is bet at these. */
export interface BetTerms {
  mode: number;
  series: number;
  multiple: number;
}

/**
 * Reads `bettingSlipString` as the older jQuery betting client writes it (contract/PUBLIC-CLIENTS.md
 * §8, J2): slips joined by `;`, each `<amount>~<balls>~<stakes>~1~<playId>~0`, built from its cart
 * row as `amount~balls~stakes~1~playId~"0"`. The balls are written as in the other slips; `stakes` is
 * the slip's number of bets (one per pick of the one position) and `amount` its cost, written
 * `(stakes × unit × multiple × singleBetPrice).toFixed(4)`; the `1` and the closing `0` are fixed.
 * The mode, series and multiple are the bet's (`bettingMode`, `series`, `multiples`): the client
 * re-prices every cart row at them before sending. A stake count or amount that is not what the
 * balls cost is refused with the part that is wrong.
 */
export function parseOlderSlips(text: string, play: LotteryPlay, terms: BetTerms): Slip[] {
  return eachSlip(text, (slip, field) => parseOlderSlip(slip, play, terms, field));
}

function eachSlip(text: string, read: (slip: string, field: string) => Slip): Slip[] {
  const parts = text.split(';');
  if (parts.length > MAX_SLIPS) throw badParam(`bettingSlipString: at most ${MAX_SLIPS} slips in one bet`);
  return parts.map((slip, i) => read(slip, parts.length > 1 ? `bettingSlipString: slip ${i + 1}: ` : 'bettingSlipString: '));
}

/** An amount written as the client writes it (`toFixed(4)`), or with fewer decimals. */
const AMOUNT = /^(0|[1-9][0-9]{0,8})(\.[0-9]{1,4})?$/;

function parseOlderSlip(slip: string, play: LotteryPlay, terms: BetTerms, field: string): Slip {
  const parts = slip.split('~');
  const form = `${field}a slip is <amount>~<balls>~<stakes>~1~<playId>~0`;
  if (parts.length !== 6) throw badParam(form);
  const [amountText, balls, stakesText, marker, playText, last] = parts;
  if (marker !== '1') throw badParam(`${form}: its fourth part is always 1`);
  if (last !== '0') throw badParam(`${form}: its last part is always 0`);
  const playId = whole(playText, `${field}playId`);
  if (playId !== play.playId) throw badParam(`${field}playId ${playId} is not a play of this game (its play is ${play.playId})`);
  const picks = readBalls(balls, play, field);
  const stakes = whole(stakesText, `${field}stakes`);
  if (stakes !== picks.length) throw badParam(`${field}stakes: the balls make ${picks.length} bet(s), not ${stakes}`);
  const each = betCents(terms.mode, terms.multiple);
  const cents = each * picks.length;
  const written = AMOUNT.test(amountText) ? cartCents(amountText) : undefined;
  if (written !== cents) throw badParam(`${field}amount: the slip costs ${(cents / 100).toFixed(4)}`);
  return { picks, playId, mode: terms.mode, series: terms.series, multiple: terms.multiple, betCents: each, cents };
}

function whole(text: string, field: string): number {
  if (!/^[0-9]{1,9}$/.test(text)) throw badParam(`${field} is a whole number`);
  return Number(text);
}

function readBalls(balls: string, play: LotteryPlay, field: string): number[] {
  const rows = balls.split('_');
  if (rows.length !== play.positions) {
    throw badParam(`${field}play ${play.playId} takes balls for ${play.positions} position (got ${rows.length})`);
  }
  const [row] = rows;
  if (!row) throw badParam(`${field}pick at least one ball`);
  if (!/^[0-9]+$/.test(row) || row.length % play.ballWidth !== 0) {
    throw badParam(`${field}balls of play ${play.playId} are written with ${play.ballWidth} digit(s) each`);
  }
  const picks: number[] = [];
  for (let at = 0; at < row.length; at += play.ballWidth) picks.push(Number(row.slice(at, at + play.ballWidth)));
  if (picks.some((n) => n < play.min || n > play.max)) throw badParam(`${field}balls go from ${play.min} to ${play.max}`);
  if (new Set(picks).size !== picks.length) throw badParam(`${field}a ball appears twice`);
  return picks;
}

/**
 * `betCartAmountSum` in cents: the client writes `numeral(amount).format('0.0000')`; a sum that is
 * not a whole number of cents cannot be what whole-cent slips cost.
 */
export function cartCents(sum: string | number): number | undefined {
  const text = typeof sum === 'number' ? sum.toFixed(4) : sum;
  const [units, fraction = ''] = text.split('.');
  const padded = fraction.padEnd(4, '0');
  if (padded.slice(2) !== '00') return undefined;
  return Number(units) * 100 + Number(padded.slice(0, 2));
}
