import { describe, expect, it } from 'vitest';
import { bannerGroupFor } from './bannerGroup';

describe('bannerGroupFor', () => {
  const cases: Array<[string, string | null]> = [
    ['/', 'w_home'],
    ['/index', 'w_home'],
    ['/index.html', 'w_home'],
    ['/home', 'w_home'],
    ['/hot', 'w_home'],
    ['/favorite', 'w_home'],
    ['/rng', 'w_rng'],
    ['/live', 'w_live'],
    ['/fish', 'w_fish'],
    ['/pvp', 'w_pvp'],
    ['/sports', 'w_sports'],
    ['/esports', 'w_esports'],
    ['/elott', 'w_lott'],
    ['/lottery', 'w_lott'],
    ['/down', 'w_down'],
    ['/download', 'w_down'],
    ['/promotions', 'w_promotion'],
    ['/promoDetail', 'w_promotion'],
    ['/pointMall', 'w_shop'],
    ['/help', 'w_help'],
    ['/helpmc', 'w_help'],
    ['/register', 'w_reg'],
    ['/register.html', 'w_reg'],
    ['/inhouse', 'w_inhouse'],
    ['/vnlottery', null],
    ['/seamless', null],
    ['/game', null],
    ['/unknown', null],
    ['/constructor', null],
    ['/toString', null],
  ];
  it.each(cases)('%s → %s', (path, group) => {
    expect(bannerGroupFor(path)).toBe(group);
  });

  it('reads a trailing slash as the same page', () => {
    expect(bannerGroupFor('/rng/')).toBe('w_rng');
  });
});
