import type { Queryable } from '#src/db/db.ts';
import { DEMO_CLUSTER_CONNECTION, DEMO_SCRAPER_NAMESPACE } from './scrapers.demo-seeder.ts';

/** The demo's connection to its recorded cluster, whose address changes with every start. */
export class DemoClusterConnectionRepository {
  constructor(private readonly db: Queryable) {}

  /** Points the connection at the cluster of this start; a connection someone deleted stays deleted. */
  async point(kubeconfig: string): Promise<void> {
    await this.db.query(
      `UPDATE connections SET properties = coalesce(properties, '{}'::jsonb) || jsonb_build_object('kubeconfig', $3::text), updated_at = now()
       WHERE name = $1 AND namespace = $2 AND deleted_at IS NULL`,
      [DEMO_CLUSTER_CONNECTION, DEMO_SCRAPER_NAMESPACE, kubeconfig],
    );
  }
}
