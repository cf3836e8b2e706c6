import type { Queryable } from '../db/db.ts';

/** One area's part of the demo workspace; later areas (canaries, scrapers, incidents, ...) add their own. */
export interface DemoSeeder {
  /** Stable name, recorded once the seeder has run. */
  readonly name: string;
  /** Writes the area's demo data inside the demo's transaction; runs once per workspace. */
  seed(tx: Queryable): Promise<void>;
}
