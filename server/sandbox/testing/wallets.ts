import type { FastifyInstance } from 'fastify';
import { catalogue, type EndpointKey } from '../../../shared/api/catalogue';

/** Calls a plain (not encrypted) catalogue entry as the site does: the query for GET, a JSON body otherwise. */
export function callAs(app: FastifyInstance, token: string, key: EndpointKey, payload: Record<string, unknown> = {}) {
  const entry = catalogue[key];
  const headers = { authorization: token };
  if (entry.method === 'GET') {
    const query = new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]));
    return app.inject({ method: 'GET', url: `${entry.path}${query.size > 0 ? `?${query}` : ''}`, headers });
  }
  return app.inject({ method: entry.method, url: entry.path, headers, payload });
}

/** Every wallet of an account with its balance, and whether each equals the sum of its ledger rows. */
export function ledgerState(app: FastifyInstance, username: string) {
  const rows = app.db
    .prepare(
      `SELECT w.wallet_type AS walletType, w.balance,
        (SELECT COALESCE(SUM(l.amount), 0) FROM ledger l WHERE l.account_id = w.account_id AND l.wallet_type = w.wallet_type) AS ledger
      FROM wallets w JOIN accounts a ON a.id = w.account_id WHERE a.username = ? ORDER BY w.wallet_type`,
    )
    .all(username) as Array<{ walletType: number; balance: number; ledger: number }>;
  const count = app.db
    .prepare('SELECT COUNT(*) FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE a.username = ?')
    .pluck()
    .get(username) as number;
  return {
    wallets: rows.map(({ walletType, balance }) => ({ walletType, balance })),
    consistent: rows.every((r) => r.balance === r.ledger),
    rows: count,
  };
}
