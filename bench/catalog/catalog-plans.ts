import type { Db, Queryable, QueryResult } from '../../apps/server/src/db/db.ts';
import { CatalogChangesService } from '../../apps/server/src/catalog/changes/catalog-changes.service.ts';
import { ConfigSummaryService } from '../../apps/server/src/catalog/summary/config-summary.service.ts';
import { baselineStatements, changesBodies, SUMMARY_BODY, type ScenarioInputs } from './catalog-scenarios.ts';

/** EXPLAIN ANALYZE output, by statement. */
export type Plans = Record<string, string>;

/**
 * Stands in for the database under the server's own services: every statement they send is run
 * as EXPLAIN (ANALYZE, BUFFERS) instead and its plan kept, so the plans are of the endpoints' exact
 * SQL. The services get no rows back, which is all they need to finish.
 */
class ExplainingQueryable implements Queryable {
  readonly plans: string[] = [];

  constructor(private readonly db: Db) {}

  async query<R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
    // Kept in the order the statements were sent, whichever finishes first.
    const index = this.plans.push('') - 1;
    this.plans[index] = await explain(this.db, sql, params ?? []);
    return { rows: [], rowCount: 0, fields: [] };
  }

  exec(): Promise<void> {
    throw new Error('the catalog services do not run unparameterised SQL');
  }
}

async function explain(db: Db, sql: string, params: readonly unknown[]): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** Plans of the summary and changes endpoints' statements and of every baseline, on the seeded database. */
export async function explainCatalogStatements(db: Db, inputs: ScenarioInputs): Promise<Plans> {
  const plans: Plans = {};
  const summary = new ExplainingQueryable(db);
  await new ConfigSummaryService(summary).summary(SUMMARY_BODY);
  plans['endpoint: summary'] = summary.plans.join('\n\n');

  const bodies = changesBodies(inputs);
  for (const [name, body] of Object.entries(bodies)) {
    const changes = new ExplainingQueryable(db);
    await new CatalogChangesService(changes).page(body);
    plans[`endpoint: changes ${name} (page)`] = changes.plans[0] ?? '';
    plans[`endpoint: changes ${name} (count)`] = changes.plans[1] ?? '';
  }
  for (const [name, statement] of Object.entries(baselineStatements(inputs))) {
    plans[`baseline: ${name}`] = await explain(db, statement.sql, statement.params);
  }
  return plans;
}

/** The "Execution Time" line of a plan, in ms (the sum when the text holds several plans). */
export function executionMs(plan: string): number {
  return [...plan.matchAll(/Execution Time: ([\d.]+) ms/g)].reduce((sum, match) => sum + Number(match[1]), 0);
}
