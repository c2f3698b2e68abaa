import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../shared/api/catalogue';
import { GUESSES_FILE, renderGuesses } from './guesses';

describe('the list of guessed answer shapes', () => {
  it('is up to date with the catalogue (run `tsx contract/list-guesses.ts` after changing a guess flag)', () => {
    expect(readFileSync(GUESSES_FILE, 'utf8')).toBe(renderGuesses());
  });

  it('lists every guessed entry by key and path, and no entry that is ours', () => {
    const text = renderGuesses();
    for (const entry of endpoints) {
      const line = `- \`${entry.key}\` — \`${entry.method} ${entry.path}\``;
      expect(text.includes(line), entry.key).toBe(entry.guess);
    }
    expect(endpoints.filter((e) => e.guess && e.kind !== 'platform').map((e) => e.key)).toEqual([]);
  });

  it('marks the calls whose answers the reference leaves unshown, and not the documented ones', () => {
    const guessed = new Set(endpoints.filter((e) => e.guess).map((e) => e.key));
    // Calls whose answers no public capture shows: their schemas are ours (contract/GUESSES.md).
    for (const key of [
      'games.recent',
      'games.rankList',
      'lottery.openedNumbers',
      'lottery.vnOpenedNumbers',
      'cashier.transfer',
      'points.balance',
    ]) {
      expect(guessed.has(key), key).toBe(true);
    }
    // Answers the reference shows field by field.
    for (const key of ['system.status', 'member.info', 'cashier.balance', 'games.list', 'content.announcements', 'identity.login']) {
      expect(guessed.has(key), key).toBe(false);
    }
  });
});
