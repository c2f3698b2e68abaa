import { describe, expect, it } from 'vitest';
import { gameIconSvg } from './game';

describe('game icons', () => {
  it("break the game's name into lines of up to 12 characters, three at most", () => {
    const lines = (svg: string) => [...svg.matchAll(/font-size="22"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(lines(gameIconSvg('Ancient Bonanza Link', 'JILI'))).toEqual(['Ancient', 'Bonanza Link']);
    expect(lines(gameIconSvg('Supercalifragilistic Wild Fortune Dragon Deluxe', 'PG'))).toEqual([
      'Supercalifra',
      'gilistic',
      'Wild Fortun…',
    ]);
  });
});
