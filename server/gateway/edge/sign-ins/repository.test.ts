import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeEngines } from '../../test-support/postgres';
import { EdgeAccounts, tokenHash } from '../accounts';
import { openEdgeStore, type EdgeStore } from '../store';
import { freshSchema } from '../test-support';
import { KEPT_SIGN_INS, SignInRepository, type NewSignIn } from './repository';

let accountIds = 0;
/** Each test signs in its own account, so that the tests share one store (the embedded one takes seconds to start). */
const newAccount = () => ({ id: String(++accountIds), username: `member${accountIds}` });
let vip = newAccount();
/** Tokens are unique across the store: each test's are named after its account. */
const tok = (name: string) => `${vip.id}-${name}`;
const h = (name: string) => tokenHash(tok(name));
const signIn = (token: string, at: number, extra: Partial<NewSignIn> = {}): NewSignIn => ({
  account: vip,
  tokenHash: h(token),
  at,
  address: '203.0.113.20',
  device: 'Chrome · Windows',
  method: 'identity.login',
  ...extra,
});

describe.each(edgeEngines())('the sign-in records on $engine', ({ databaseUrl }) => {
  let store: EdgeStore;
  let repo: SignInRepository;
  beforeAll(async () => {
    store = await openEdgeStore({ databaseUrl: databaseUrl && (await freshSchema(databaseUrl)) });
    repo = new SignInRepository(store);
  }, 60_000);
  afterAll(() => store.close());
  const open = () => {
    vip = newAccount();
    return repo;
  };

  it('marks the sign-ins a new one displaced, names it for them, and keeps a token once', async () => {
    const repo = open();
    expect(await repo.record(signIn('a', 1_000))).toEqual([]);
    expect(await repo.record(signIn('b', 2_000, { address: '203.0.113.21', device: 'Safari · iOS' }))).toEqual([h('a')]);
    expect(await repo.record(signIn('b', 2_500))).toBeNull();
    const list = await repo.list(vip.id, 20);
    expect(list.map((row) => [row.tokenHash, row.signedInAt, row.displacedOther])).toEqual([
      [h('b'), 2_000, true],
      [h('a'), 1_000, false],
    ]);
    expect(await repo.displacedBy(h('a'))).toEqual({ endedAt: 2_000, ip: '203.0.113.21', device: 'Safari · iOS' });
    expect(await repo.displacedBy(h('b'))).toBeNull();
    // Another account's sign-in displaces nothing of this one.
    expect(await repo.record(signIn('c', 3_000, { account: newAccount() }))).toEqual([]);
    expect(await repo.displacedBy(h('b'))).toBeNull();
  });

  it('does not count a session signed out as displaced, and only a later sign-in displaces an earlier one', async () => {
    const repo = open();
    await repo.record(signIn('a', 1_000));
    await repo.signedOut(h('a'), 1_500);
    expect(await repo.record(signIn('b', 2_000))).toEqual([]);
    expect(await repo.displacedBy(h('a'))).toBeNull();
    // Recorded late (another replica's), an earlier sign-in displaces nothing newer.
    expect(await repo.record(signIn('c', 1_800))).toEqual([]);
    expect((await repo.list(vip.id, 20)).map((row) => row.signedInAt)).toEqual([2_000, 1_800, 1_000]);
  });

  it("forgets the displaced sessions' accounts and keeps the newest sign-ins only", async () => {
    const repo = open();
    const accounts = new EdgeAccounts(store, () => Promise.resolve(null));
    await accounts.remember(tok('a'), vip);
    await repo.record(signIn('a', 1_000));
    await accounts.remember(tok('b'), vip);
    await repo.record(signIn('b', 2_000));
    expect(await accounts.ofToken(tok('a'))).toBeNull();
    expect(await accounts.ofToken(tok('b'))).toEqual(vip);

    for (let i = 0; i < KEPT_SIGN_INS + 5; i++) await repo.record(signIn(`t${i}`, 10_000 + i));
    const kept = await repo.list(vip.id, 1_000);
    expect(kept).toHaveLength(KEPT_SIGN_INS);
    expect(kept[0].signedInAt).toBe(10_000 + KEPT_SIGN_INS + 4);
    expect(kept.at(-1)!.signedInAt).toBe(10_005);
  });
});
