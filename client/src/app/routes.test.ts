import { describe, it, expect } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { ClientPaths } from '../../../shared/routes';
import { pageRoutes } from './routes';

const table = pageRoutes.map(({ path }) => ({ path }));

describe('page routes', () => {
  it.each(ClientPaths)('%s has a page', (path) => {
    expect(matchRoutes(table, path)).not.toBeNull();
  });

  it('member and agent sub-pages open inside the shell', () => {
    expect(matchRoutes(table, '/member/referral')).not.toBeNull();
    expect(matchRoutes(table, '/agent/agentTeamOverview')).not.toBeNull();
  });

  it('unknown paths have no page (the router answers them with NotFound)', () => {
    expect(matchRoutes(table, '/no-such-page')).toBeNull();
    expect(matchRoutes(table, '/rng/extra')).toBeNull();
  });
});
