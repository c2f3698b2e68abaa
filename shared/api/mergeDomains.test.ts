import { describe, it, expect, expectTypeOf } from 'vitest';
import { mergeDomains, type DuplicateKeys } from './mergeDomains';

describe('mergeDomains', () => {
  it('merges the tables of every domain, keeping each entry as written', () => {
    const a = { 'a.one': { n: 1 } } as const;
    const b = { 'b.one': { n: 2 }, 'b.two': { n: 3 } } as const;
    const merged = mergeDomains({ a, b });
    expect(merged).toEqual({ 'a.one': { n: 1 }, 'b.one': { n: 2 }, 'b.two': { n: 3 } });
    expect(merged['b.two']).toBe(b['b.two']);
    expectTypeOf(merged['a.one']).toEqualTypeOf<{ readonly n: 1 }>();
  });

  it('names the keys two domains declare, at the type level', () => {
    type Tables = { a: { 'x.same': 1; 'a.own': 1 }; b: { 'x.same': 2 }; c: { 'c.own': 3 } };
    expectTypeOf<DuplicateKeys<Tables>>().toEqualTypeOf<'x.same'>();
    expectTypeOf<DuplicateKeys<{ a: { 'a.own': 1 }; b: { 'b.own': 2 } }>>().toEqualTypeOf<never>();
  });

  it('refuses a duplicated key: the call does not compile, and throws when the types are bypassed', () => {
    const games = { 'games.list': { path: '/a' } };
    const lobby = { 'games.list': { path: '/b' } };
    // @ts-expect-error games.list is declared by two domains
    expect(() => mergeDomains({ games, lobby })).toThrow('Endpoint key "games.list" is declared by both the games and the lobby tables');
  });
});
