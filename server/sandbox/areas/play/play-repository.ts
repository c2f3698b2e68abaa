import type { Database } from 'better-sqlite3';
import type { WinRow } from '../games';

export type PlayKind = 'slot' | 'table' | 'lottery' | 'match';

export interface TicketRow {
  ticket: string;
  /** Null for a guest's trial launch. */
  accountId: number | null;
  kind: PlayKind;
  nodeId: number | null;
  lotteryCode: string | null;
  freePlay: number;
  /** A trial ticket's play money in cents; null when the ticket plays the account's main wallet. */
  demoBalance: number | null;
  expiresAt: number;
  usedAt: number | null;
}
export interface PlaySessionRow {
  token: string;
  /** Null for a guest's trial launch. */
  accountId: number | null;
  kind: PlayKind;
  nodeId: number | null;
  lotteryCode: string | null;
  expiresAt: number;
  /** 1 when the session plays its ticket's demo balance instead of the ledger. */
  demo: number;
}
/** A ticket trade: the play session, or why none ('invalid': unknown, expired or ended; 'elsewhere': spent by another client). */
export type TicketExchange = { session: PlaySessionRow; refused?: undefined } | { session?: undefined; refused: 'invalid' | 'elsewhere' };
export interface PvpRoomRow {
  roomId: number;
  nodeId: number;
  vassalage: string;
  gameName: string;
  minBet: number;
  players: number;
  maxPlayers: number;
}

/** Winning rounds with the ledger row that paid them: boards show only money that really moved. */
const PAID_WINS = `game_rounds r
  JOIN ledger l ON l.account_id = r.account_id AND l.reason = 'game.win' AND l.ref = 'round-' || r.id
  JOIN games g ON g.node_id = r.node_id JOIN accounts a ON a.id = r.account_id`;

/**
 * The launch CDN's bookkeeping: launch tickets (single use), play sessions, the members'
 * favourites and recently played games, game rounds and the PVP rooms.
 */
export function createPlayRepository(db: Database) {
  const stmt = {
    addFavourite: db.prepare('INSERT INTO favourites (account_id, node_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    removeFavourite: db.prepare('DELETE FROM favourites WHERE account_id = ? AND node_id = ?'),
    favouriteIds: db
      .prepare<[number], number>('SELECT node_id FROM favourites WHERE account_id = ? ORDER BY created_at DESC, node_id')
      .pluck(),
    touchRecent: db.prepare(`INSERT INTO recent_games (account_id, node_id, last_played_at) VALUES (?, ?, ?)
      ON CONFLICT(account_id, node_id) DO UPDATE SET last_played_at = max(last_played_at, excluded.last_played_at)`),
    recent: db.prepare<[number, number], { nodeId: number; lastPlayedAt: number }>(`SELECT node_id AS nodeId,
      last_played_at AS lastPlayedAt FROM recent_games WHERE account_id = ? ORDER BY last_played_at DESC, node_id DESC LIMIT ?`),
    insertTicket: db.prepare(`INSERT INTO launch_tickets (ticket, account_id, kind, node_id, lottery_code, free_play, demo_balance,
      issued_at, expires_at) VALUES (@ticket, @accountId, @kind, @nodeId, @lotteryCode, @freePlay, @demoBalance, @issuedAt, @expiresAt)`),
    ticket: db.prepare<[string], TicketRow>(`SELECT ticket, account_id AS accountId, kind, node_id AS nodeId, lottery_code AS lotteryCode,
      free_play AS freePlay, demo_balance AS demoBalance, expires_at AS expiresAt, used_at AS usedAt FROM launch_tickets WHERE ticket = ?`),
    useTicket: db.prepare('UPDATE launch_tickets SET used_at = ?, play_token = ?, client_digest = ? WHERE ticket = ? AND used_at IS NULL'),
    ticketUse: db.prepare<[string], { playToken: string | null; clientDigest: string | null }>(
      'SELECT play_token AS playToken, client_digest AS clientDigest FROM launch_tickets WHERE ticket = ?',
    ),
    insertSession: db.prepare(`INSERT INTO play_sessions (token, account_id, kind, node_id, lottery_code, created_at, expires_at)
      VALUES (@token, @accountId, @kind, @nodeId, @lotteryCode, @createdAt, @expiresAt)`),
    session: db.prepare<[string, number], PlaySessionRow>(`SELECT s.token, s.account_id AS accountId, s.kind, s.node_id AS nodeId,
      s.lottery_code AS lotteryCode, s.expires_at AS expiresAt,
      EXISTS (SELECT 1 FROM launch_tickets t WHERE t.play_token = s.token AND t.demo_balance IS NOT NULL) AS demo
      FROM play_sessions s WHERE s.token = ? AND s.expires_at > ?`),
    demoBalance: db
      .prepare<[string], number | null>('SELECT demo_balance FROM launch_tickets WHERE play_token = ? AND demo_balance IS NOT NULL')
      .pluck(),
    // One statement: the stake is taken only while the balance covers it, the win added with it.
    demoRound: db
      .prepare<{ token: string; stake: number; win: number }, number>(
        `UPDATE launch_tickets
        SET demo_balance = demo_balance - @stake + @win
        WHERE play_token = @token AND demo_balance IS NOT NULL AND demo_balance >= @stake RETURNING demo_balance`,
      )
      .pluck(),
    insertRound: db.prepare<[number, number, number, number, string, number], { id: number }>(`INSERT INTO game_rounds
      (account_id, node_id, stake, win, result, played_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`),
    newestWins: db.prepare<
      [string, string, number],
      WinRow
    >(`SELECT a.username, l.amount AS win, r.node_id AS nodeId, g.game_code AS gameCode,
      g.game_name AS gameName, g.vassalage, r.played_at AS playedAt FROM ${PAID_WINS}
      WHERE r.win > 0 AND (? = 'ALL' OR g.game_type = ?) ORDER BY r.played_at DESC, r.id DESC LIMIT ?`),
    biggestWins: db.prepare<[number, string, string, number], WinRow>(`SELECT a.username, l.amount AS win, r.node_id AS nodeId,
      g.game_code AS gameCode, g.game_name AS gameName, g.vassalage, r.played_at AS playedAt FROM ${PAID_WINS}
      WHERE r.win > 0 AND r.played_at >= ? AND (? = 'ALL' OR g.game_type = ?) ORDER BY r.win DESC, r.played_at DESC LIMIT ?`),
    rooms: db.prepare<[string, string], PvpRoomRow>(`SELECT p.room_id AS roomId, p.node_id AS nodeId, g.vassalage, g.game_name AS gameName,
      g.min_bet AS minBet, p.players, p.max_players AS maxPlayers FROM pvp_rooms p JOIN games g ON g.node_id = p.node_id
      WHERE ? = '' OR g.vassalage = ? ORDER BY g.vassalage, g.sort, p.room_id`),
    room: db.prepare<[number], { nodeId: number; players: number; maxPlayers: number }>(`SELECT node_id AS nodeId, players,
      max_players AS maxPlayers FROM pvp_rooms WHERE room_id = ?`),
  };
  return {
    addFavourite: (accountId: number, nodeId: number, now: number): void => void stmt.addFavourite.run(accountId, nodeId, now),
    removeFavourite: (accountId: number, nodeId: number): void => void stmt.removeFavourite.run(accountId, nodeId),
    favouriteIds: (accountId: number): number[] => stmt.favouriteIds.all(accountId),
    touchRecent: (accountId: number, nodeId: number, now: number): void => void stmt.touchRecent.run(accountId, nodeId, now),
    recent: (accountId: number, limit: number) => stmt.recent.all(accountId, limit),
    insertTicket: (t: Omit<TicketRow, 'usedAt'> & { issuedAt: number }): void => void stmt.insertTicket.run(t),
    /**
     * Trades a launch ticket for a play session, once: the first trade must come before the ticket
     * expires and records the digest of the secret the trading browser holds. The same link opened
     * again (a reloaded game frame) continues that session while it lives, but only for a trade
     * that shows the same digest; any other client is told the link is spent ('elsewhere').
     */
    exchangeTicket: db.transaction(
      (ticket: string, clientDigest: string, now: number, newToken: string, sessionMs: number): TicketExchange => {
        const row = stmt.ticket.get(ticket);
        if (!row) return { refused: 'invalid' };
        if (row.usedAt !== null) {
          const use = stmt.ticketUse.get(ticket)!;
          if (use.clientDigest !== clientDigest) return { refused: 'elsewhere' };
          const session = use.playToken ? stmt.session.get(use.playToken, now) : undefined;
          return session ? { session } : { refused: 'invalid' };
        }
        if (row.expiresAt <= now) return { refused: 'invalid' };
        stmt.useTicket.run(now, newToken, clientDigest, ticket);
        const stored = {
          token: newToken,
          accountId: row.accountId,
          kind: row.kind,
          nodeId: row.nodeId,
          lotteryCode: row.lotteryCode,
          expiresAt: now + sessionMs,
        };
        stmt.insertSession.run({ ...stored, createdAt: now });
        return { session: { ...stored, demo: row.demoBalance === null ? 0 : 1 } };
      },
    ),
    insertSession: (s: Omit<PlaySessionRow, 'demo'> & { createdAt: number }): void => void stmt.insertSession.run(s),
    session: (token: string, now: number): PlaySessionRow | undefined => stmt.session.get(token, now),
    /** The demo balance (cents) of the trial ticket a play session was traded for; undefined for a ticket that plays the ledger. */
    demoBalance: (token: string): number | undefined => stmt.demoBalance.get(token) ?? undefined,
    /** Takes a demo stake and adds its win; the new balance, or undefined when the balance does not cover the stake. */
    demoRound: (token: string, stake: number, win: number): number | undefined => stmt.demoRound.get({ token, stake, win }),
    insertRound: (accountId: number, nodeId: number, stake: number, win: number, result: string, now: number): number =>
      stmt.insertRound.get(accountId, nodeId, stake, win, result, now)!.id,
    newestWins: (category: string, limit: number): WinRow[] => stmt.newestWins.all(category, category, limit),
    biggestWins: (since: number, category: string, limit: number): WinRow[] => stmt.biggestWins.all(since, category, category, limit),
    rooms: (vassalage: string): PvpRoomRow[] => stmt.rooms.all(vassalage, vassalage),
    room: (roomId: number) => stmt.room.get(roomId),
  };
}
export type PlayRepository = ReturnType<typeof createPlayRepository>;
