import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../plugins/db';
import { migrate } from '../migrate';
import { seedDatabase } from './index';
import { GAME_COUNT } from '../../areas/games/games-seed';
import { buildTestSandbox } from '../../test-support';

function freshDb() {
  const db = openDatabase(':memory:');
  migrate(db, 0);
  return db;
}

describe('seed', () => {
  it('writes every part once; a second run duplicates nothing', () => {
    const db = freshDb();
    expect(seedDatabase(db, 1_000).length).toBeGreaterThan(5);
    const count = () =>
      db
        .prepare('SELECT (SELECT COUNT(*) FROM games) + (SELECT COUNT(*) FROM banners) + (SELECT COUNT(*) FROM whitelabel_nodes) AS n')
        .get();
    const before = count();
    expect(seedDatabase(db, 2_000)).toEqual([]);
    expect(count()).toEqual(before);
    db.close();
  });

  it(`inserts ${GAME_COUNT} games in one transaction in well under 2 s`, () => {
    const db = freshDb();
    const started = performance.now();
    seedDatabase(db, 1_000);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(db.prepare('SELECT COUNT(*) FROM games').pluck().get()).toBe(GAME_COUNT);
    expect(db.prepare("SELECT COUNT(DISTINCT code) FROM vendors WHERE game_type = 'RNG'").pluck().get()).toBeGreaterThanOrEqual(12);
    db.close();
  });

  it('is deterministic: two fresh databases give identical answers', async () => {
    const urls = [
      '/wps/relay/GCSGAME_newGameVendor',
      '/wps/relay/GCSGAME_hotGamesV2',
      '/wps/relay/GCSGAME_hotGamesV2?vassalage=PG',
      '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W',
      '/wps/system/status',
      '/lgw/games/game_menus',
    ];
    const [a, b] = await Promise.all([buildTestSandbox(), buildTestSandbox()]);
    for (const url of urls) {
      const [ra, rb] = await Promise.all([a.inject({ url }), b.inject({ url })]);
      expect(ra.statusCode, url).toBe(200);
      expect(ra.body, url).toBe(rb.body);
    }
    const games = (app: typeof a) => app.db.prepare('SELECT * FROM games ORDER BY node_id').all();
    expect(games(a)).toEqual(games(b));
    await Promise.all([a.close(), b.close()]);
  });
});
