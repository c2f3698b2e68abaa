import type { Database } from 'better-sqlite3';

export interface GeetestPass {
  lotNumber: string;
  captchaId: string;
  passToken: string;
  genTime: string;
  captchaOutput: string;
  issuedAt: number;
}

/** The GeeTest stand-in's passes (`geetest_passes`): each issued once and taken once. */
export function createGeetestRepository(db: Database) {
  const stmt = {
    purge: db.prepare('DELETE FROM geetest_passes WHERE issued_at <= ?'),
    issue: db.prepare(`INSERT INTO geetest_passes (lot_number, captcha_id, pass_token, gen_time, captcha_output, issued_at)
      VALUES (@lotNumber, @captchaId, @passToken, @genTime, @captchaOutput, @issuedAt)`),
    byLot: db.prepare<[string], GeetestPass>(`SELECT lot_number AS lotNumber, captcha_id AS captchaId, pass_token AS passToken,
      gen_time AS genTime, captcha_output AS captchaOutput, issued_at AS issuedAt FROM geetest_passes WHERE lot_number = ?`),
    remove: db.prepare('DELETE FROM geetest_passes WHERE lot_number = ?'),
  };
  return {
    /** Records a pass, forgetting those issued at or before `expiredBefore`. */
    issue(pass: GeetestPass, expiredBefore: number): void {
      stmt.purge.run(expiredBefore);
      stmt.issue.run(pass);
    },
    /** The pass of a lot number, removed in the same step: any attempt uses it up. */
    take: db.transaction((lotNumber: string): GeetestPass | undefined => {
      const pass = stmt.byLot.get(lotNumber);
      if (pass) stmt.remove.run(lotNumber);
      return pass;
    }),
  };
}
export type GeetestRepository = ReturnType<typeof createGeetestRepository>;
