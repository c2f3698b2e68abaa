import { describe, expect, it } from 'vitest';
import { ClientPaths, GameCategoryRoutes, isClientPath } from './routes';

describe('game category routes', () => {
  it('give the cockfight lane a lobby route that the client and the gateway both serve', () => {
    expect(GameCategoryRoutes).toContain('cockfight');
    expect(ClientPaths).toContain('/cockfight');
    expect(isClientPath('/cockfight')).toBe(true);
    expect(isClientPath('/cockfight/')).toBe(true);
  });

  it('list each lobby once', () => {
    expect(new Set(GameCategoryRoutes).size).toBe(GameCategoryRoutes.length);
  });
});
