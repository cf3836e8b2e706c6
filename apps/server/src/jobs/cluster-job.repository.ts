import type { Queryable } from '../db/db.ts';

/** The turns of cluster-wide jobs (`scheduler.cluster_jobs`): which replica runs each, and when next. */
export class ClusterJobRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Takes the job's turn for `holder` when it is due and no replica's run holds it: the next turn is
   * then `everyMs` away and the lease lasts as long. One statement, so of replicas asking at once
   * exactly one gets it. Answers whether `holder` got it.
   */
  async takeTurn(name: string, everyMs: number, holder: string): Promise<boolean> {
    const { rows } = await this.db.query<{ name: string }>(
      `INSERT INTO scheduler.cluster_jobs AS j (name, next_run_at, lease_until, leased_by, last_run_at)
       VALUES ($1, now() + $2::double precision * interval '1 millisecond', now() + $2::double precision * interval '1 millisecond', $3, now())
       ON CONFLICT (name) DO UPDATE
       SET next_run_at = EXCLUDED.next_run_at, lease_until = EXCLUDED.lease_until, leased_by = EXCLUDED.leased_by, last_run_at = EXCLUDED.last_run_at
       WHERE j.next_run_at <= now() AND (j.lease_until IS NULL OR j.lease_until <= now())
       RETURNING j.name`,
      [name, everyMs, holder],
    );
    return rows.length > 0;
  }

  /** The turn's run ended: its lease is given back (the next turn stays when it was). */
  async release(name: string, holder: string): Promise<void> {
    await this.db.query('UPDATE scheduler.cluster_jobs SET lease_until = NULL, leased_by = NULL WHERE name = $1 AND leased_by = $2', [name, holder]);
  }
}
