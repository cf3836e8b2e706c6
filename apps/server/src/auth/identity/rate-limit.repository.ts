import type { Queryable } from '#src/db/db.ts';

export interface HitCount {
  count: number;
  /** Milliseconds until the oldest counted hit leaves the window; 0 without hits. */
  msUntilOldestLeaves: number;
}

/** Requests counted per bucket and key (a client or an email address), in the database's clock. */
export class RateLimitRepository {
  constructor(private readonly db: Queryable) {}

  async countWithin(bucket: string, key: string, windowMs: number): Promise<HitCount> {
    const { rows } = await this.db.query<{ count: number; wait_ms: number | null }>(
      `SELECT count(*)::int AS count,
              ceil(extract(epoch FROM min(hit_at) + make_interval(secs => $3::double precision / 1000) - now()) * 1000)::float8 AS wait_ms
       FROM identity_rate_limit_hits
       WHERE bucket = $1 AND key = $2 AND hit_at > now() - make_interval(secs => $3::double precision / 1000)`,
      [bucket, key, windowMs],
    );
    return { count: rows[0]?.count ?? 0, msUntilOldestLeaves: Math.max(0, rows[0]?.wait_ms ?? 0) };
  }

  async insert(bucket: string, key: string): Promise<void> {
    await this.db.query('INSERT INTO identity_rate_limit_hits (bucket, key) VALUES ($1, $2)', [bucket, key]);
  }

  /** Removes up to `batch` hits older than `olderThanMs`; answers how many went. */
  async deleteOlderThan(olderThanMs: number, batch: number): Promise<number> {
    const { rowCount } = await this.db.query(
      `DELETE FROM identity_rate_limit_hits WHERE id IN (
         SELECT id FROM identity_rate_limit_hits WHERE hit_at < now() - make_interval(secs => $1::double precision / 1000) LIMIT $2)`,
      [olderThanMs, batch],
    );
    return rowCount;
  }
}
