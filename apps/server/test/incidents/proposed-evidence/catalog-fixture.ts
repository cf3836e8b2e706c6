import type { TestDb } from '#test/support/test-db.ts';

const HOUR_MS = 3_600_000;

/** A moment `hours` before (negative: after) `opened`, as text the database reads. */
export function hoursBefore(opened: Date, hours: number): string {
  return new Date(opened.getTime() - hours * HOUR_MS).toISOString();
}

/** Writes catalog and health rows straight to the database, as scrapers and check runs would. */
export function catalogFixture(db: TestDb) {
  const one = async (sql: string, params: unknown[]): Promise<string> => {
    const { rows } = await db.query<{ id: string }>(sql, params);
    return rows[0]!.id;
  };
  let canaryId: string | undefined;

  return {
    config: (name: string, type = 'Kubernetes::Deployment') =>
      one('INSERT INTO config_items (config_class, type, name) VALUES ($1, $2, $3) RETURNING id', ['Deployment', type, name]),
    relate: (configId: string, relatedId: string) =>
      db.query("INSERT INTO config_relationships (config_id, related_id, relation) VALUES ($1, $2, 'uses')", [configId, relatedId]),
    change: (configId: string, changeType: string, at: string, severity = 'medium') =>
      one('INSERT INTO config_changes (config_id, change_type, summary, severity, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
        configId,
        changeType,
        `${changeType} summary`,
        severity,
        at,
      ]),
    insight: (configId: string, analyzer: string, firstObserved: string, lastObserved: string) =>
      one(
        "INSERT INTO config_analysis (config_id, analyzer, analysis_type, severity, message, first_observed, last_observed) VALUES ($1, $2, 'security', 'high', $3, $4, $5) RETURNING id",
        [configId, analyzer, `${analyzer} message`, firstObserved, lastObserved],
      ),
    component: (name: string) => one("INSERT INTO components (name, type) VALUES ($1, 'Service') RETURNING id", [name]),
    linkConfigToComponent: (componentId: string, configId: string) =>
      db.query('INSERT INTO config_component_relationships (component_id, config_id) VALUES ($1, $2)', [componentId, configId]),
    check: async (name: string) => {
      canaryId ??= await one("INSERT INTO canaries (name, spec) VALUES ('proposals', '{}') RETURNING id", []);
      return one("INSERT INTO checks (canary_id, type, name, severity, status) VALUES ($1, 'http', $2, 'critical', 'unhealthy') RETURNING id", [canaryId, name]);
    },
    watch: (checkId: string, configId: string) =>
      db.query('INSERT INTO check_config_relationships (check_id, config_id) VALUES ($1, $2)', [checkId, configId]),
    result: (checkId: string, at: string, passed: boolean) =>
      db.query('INSERT INTO check_statuses (check_id, time, status, message) VALUES ($1, $2, $3, $4)', [checkId, at, passed, passed ? 'ok' : `failed at ${at}`]),
  };
}
