import type { Database } from 'better-sqlite3';

export interface ActivityRow {
  id: number;
  title: string;
  category: string;
  content: string;
  startDate: number;
  endDate: number;
  rewardAmount: number;
  turnover: number;
}

export interface ApplicationRow {
  id: number;
  activityId: number;
  accountId: number;
  remarks: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  reason: string | null;
  grantId: number | null;
  createdAt: number;
  settledAt: number | null;
}

export interface Picture {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

const ACTIVITY = `id, title, category, content, start_date AS startDate, end_date AS endDate, reward_amount AS rewardAmount, turnover`;
const APPLICATION = `id, activity_id AS activityId, account_id AS accountId, remarks, status, reason, grant_id AS grantId,
  created_at AS createdAt, settled_at AS settledAt`;

/** Activities, members' entries, their applications and the applications' pictures. */
export function createActivitiesRepository(db: Database) {
  const stmt = {
    all: db.prepare<[], ActivityRow>(`SELECT ${ACTIVITY} FROM activities ORDER BY sort, id`),
    byId: db.prepare<[number], ActivityRow>(`SELECT ${ACTIVITY} FROM activities WHERE id = ?`),
    joined: db.prepare<[number], number>('SELECT activity_id FROM activity_entries WHERE account_id = ?').pluck(),
    join: db.prepare('INSERT OR IGNORE INTO activity_entries (activity_id, account_id, joined_at) VALUES (?, ?, ?)'),
    // The latest application of each activity of the member.
    latest: db.prepare<[number], ApplicationRow>(`SELECT ${APPLICATION} FROM activity_applications a
      WHERE account_id = ? AND id = (SELECT MAX(id) FROM activity_applications b
        WHERE b.account_id = a.account_id AND b.activity_id = a.activity_id)`),
    live: db.prepare<[number, number], ApplicationRow>(`SELECT ${APPLICATION} FROM activity_applications
      WHERE activity_id = ? AND account_id = ? AND status IN ('PENDING', 'APPROVED')`),
    apply: db.prepare<
      [number, number, string, number]
    >(`INSERT INTO activity_applications (activity_id, account_id, remarks, status, created_at)
      VALUES (?, ?, ?, 'PENDING', ?)`),
    picture: db.prepare<[number, number, string, Buffer]>(
      'INSERT INTO activity_pictures (application_id, seq, mime, bytes) VALUES (?, ?, ?, ?)',
    ),
    application: db.prepare<[number], ApplicationRow>(`SELECT ${APPLICATION} FROM activity_applications WHERE id = ?`),
    applications: db.prepare<[], ApplicationRow>(`SELECT ${APPLICATION} FROM activity_applications ORDER BY created_at, id`),
    pending: db.prepare<[], ApplicationRow>(
      `SELECT ${APPLICATION} FROM activity_applications WHERE status = 'PENDING' ORDER BY created_at, id`,
    ),
    pictureCount: db.prepare<[number], number>('SELECT COUNT(*) FROM activity_pictures WHERE application_id = ?').pluck(),
    pictureOf: db.prepare<[number, number], Picture>('SELECT mime, bytes FROM activity_pictures WHERE application_id = ? AND seq = ?'),
    settle: db.prepare<[string, string | null, number | null, number, number]>(`UPDATE activity_applications
      SET status = ?, reason = ?, grant_id = ?, settled_at = ? WHERE id = ? AND status = 'PENDING'`),
  };

  const applyTx = db.transaction((activityId: number, accountId: number, remarks: string, pictures: readonly Picture[], now: number) => {
    const id = Number(stmt.apply.run(activityId, accountId, remarks, now).lastInsertRowid);
    pictures.forEach((p, i) => stmt.picture.run(id, i + 1, p.mime, p.bytes));
    return stmt.application.get(id)!;
  });

  return {
    all: (): ActivityRow[] => stmt.all.all(),
    byId: (id: number): ActivityRow | undefined => stmt.byId.get(id),
    /** The activities the member joined. */
    joined: (accountId: number): Set<number> => new Set(stmt.joined.all(accountId)),
    join: (activityId: number, accountId: number, now: number): void => void stmt.join.run(activityId, accountId, now),
    /** The member's latest application per activity. */
    latestApplications(accountId: number): Map<number, ApplicationRow> {
      return new Map(stmt.latest.all(accountId).map((a) => [a.activityId, a]));
    },
    /** The member's waiting or approved application of the activity, if any. */
    liveApplication: (activityId: number, accountId: number): ApplicationRow | undefined => stmt.live.get(activityId, accountId),
    /** Stores a waiting application and its pictures in one transaction. */
    apply: (activityId: number, accountId: number, remarks: string, pictures: readonly Picture[], now: number): ApplicationRow =>
      applyTx(activityId, accountId, remarks, pictures, now),
    application: (id: number): ApplicationRow | undefined => stmt.application.get(id),
    applications: (status: 'pending' | 'all'): ApplicationRow[] => (status === 'pending' ? stmt.pending.all() : stmt.applications.all()),
    pictureCount: (applicationId: number): number => stmt.pictureCount.get(applicationId) ?? 0,
    picture: (applicationId: number, seq: number): Picture | undefined => stmt.pictureOf.get(applicationId, seq),
    /** Moves a waiting application to APPROVED or REJECTED; false when it was no longer waiting. */
    settle(id: number, status: 'APPROVED' | 'REJECTED', reason: string | null, grantId: number | null, now: number): boolean {
      return stmt.settle.run(status, reason, grantId, now, id).changes === 1;
    },
  };
}
export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
