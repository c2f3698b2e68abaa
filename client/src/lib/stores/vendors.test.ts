import { describe, it, expect } from 'vitest';
import type { VendorCard, VendorLane } from '../../../../shared/domains/games/schemas';
import { buildCategories } from './vendors';

const card = (vassalage: string, gameType: string): VendorCard => ({
  vassalage,
  displayName: vassalage,
  gameType,
  lagerIcon: `/img/vendor/${vassalage}.svg`,
  isHot: 0,
});
const lane = (title: string, codes: string[]): VendorLane => ({ title, cards: codes.map((c) => card(c, title)), gameClassify: [] });

describe('buildCategories', () => {
  it('keeps the server order and drops categories without vendors', () => {
    const cats = buildCategories([lane('LIVE', ['EVO']), lane('FISH', []), lane('RNG', ['PG', 'JL'])], []);
    expect(cats.map((c) => c.code)).toEqual(['LIVE', 'RNG']);
    expect(cats[1]).toMatchObject({ route: 'rng', isLottery: false });
    expect(cats[1].vendors.map((v) => v.vassalage)).toEqual(['PG', 'JL']);
  });

  it('splits e-sports vendors out of SPORTS into ESPORTS right after it, by the brand list', () => {
    const cats = buildCategories([lane('SPORTS', ['SV3', 'IMES', 'FB', 'TF']), lane('LIVE', ['EVO'])], ['IMES', 'TF']);
    expect(cats.map((c) => c.code)).toEqual(['SPORTS', 'ESPORTS', 'LIVE']);
    expect(cats[0].vendors.map((v) => v.vassalage)).toEqual(['SV3', 'FB']);
    expect(cats[1].vendors.map((v) => v.vassalage)).toEqual(['IMES', 'TF']);
    expect(cats[1].route).toBe('esports');
  });

  it('drops SPORTS when every vendor is an e-sports vendor', () => {
    const cats = buildCategories([lane('SPORTS', ['IMES'])], ['IMES']);
    expect(cats.map((c) => c.code)).toEqual(['ESPORTS']);
  });

  it('joins split vendors to a server ESPORTS lane in its own place', () => {
    const cats = buildCategories([lane('ESPORTS', ['AV']), lane('SPORTS', ['SV3', 'IA'])], ['IA', 'AV']);
    expect(cats.map((c) => c.code)).toEqual(['ESPORTS', 'SPORTS']);
    expect(cats[0].vendors.map((v) => v.vassalage)).toEqual(['AV', 'IA']);
  });

  it('marks lottery categories and routes LOTT to /lottery', () => {
    const cats = buildCategories([lane('LOTT', ['TCG_SEA']), lane('ELOTT', ['TCG_EL'])], []);
    expect(cats.map((c) => [c.code, c.route, c.isLottery])).toEqual([
      ['LOTT', 'lottery', true],
      ['ELOTT', 'elott', true],
    ]);
  });

  it('leaves out categories the client has no page for', () => {
    expect(buildCategories([lane('SPB', ['SS'])], [])).toEqual([]);
  });

  it('gives the cockfight lane its own lobby route, and none without vendors', () => {
    expect(buildCategories([lane('COCKFIGHT', ['SV388', 'WS168'])], []).map((c) => [c.code, c.route, c.isLottery])).toEqual([
      ['COCKFIGHT', 'cockfight', false],
    ]);
    expect(buildCategories([lane('COCKFIGHT', [])], [])).toEqual([]);
  });
});
