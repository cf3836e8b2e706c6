import type { Latency } from './incidents-latency.ts';
import type { IncidentPageTiming } from './incidents-page-timing.ts';
import type { IncidentSeed } from './incidents-seed.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface ScenarioResult {
  name: string;
  api: Latency;
  sql: Latency;
  /** API median / SQL median. */
  ratio: number;
  /** Whether the API and the SQL answered the same number of rows (and total). */
  sameAnswer: boolean;
  /** Tables the SQL's plan reads with a sequential scan. */
  seqScans: string[];
  /** EXPLAIN ANALYZE of the SQL. */
  plan: string;
}

export interface IncidentBenchResult {
  database: DatabaseKind;
  startedAt: string;
  seed: IncidentSeed;
  scenarios: ScenarioResult[];
  browser: { timing: IncidentPageTiming } | { error: string };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

export const LATENCY_HEADER = [
  '| read | API p50 ms | API p95 ms | SQL p50 ms | SQL p95 ms | ratio (p50) | rows (total) | seq scans in the SQL plan |',
  '|---|---|---|---|---|---|---|---|',
].join('\n');

export function latencyRow(result: ScenarioResult): string {
  const { api, sql } = result;
  const rows = `${api.answer.rows}${api.answer.total === undefined ? '' : ` (${api.answer.total})`}${result.sameAnswer ? '' : ` vs SQL ${sql.answer.rows} (${sql.answer.total ?? '-'})`}`;
  const cells = [result.name, ms(api.medianMs), ms(api.p95Ms), ms(sql.medianMs), ms(sql.p95Ms), result.ratio.toFixed(2), rows, result.seqScans.join(', ') || '-'];
  return `| ${cells.join(' | ')} |`;
}

export function browserRows(timing: IncidentPageTiming): string {
  const ratio = (value: number) => (timing.emptyListMs > 0 ? (value / timing.emptyListMs).toFixed(2) : '-');
  return [
    '| page (median of 3) | ms | ratio to the empty list |',
    '|---|---|---|',
    `| /incidents, a search matching nothing: empty text | ${ms(timing.emptyListMs)} | 1.00 |`,
    `| /incidents (open, page 1): 50 rows | ${ms(timing.listRowsMs)} | ${ratio(timing.listRowsMs)} |`,
    `| /incidents/<plain incident>: loaded | ${ms(timing.plainIncidentMs)} | ${ratio(timing.plainIncidentMs)} |`,
    `| /incidents/<200 evidences, 1,000 history rows>: loaded | ${ms(timing.bigIncidentMs)} | ${ratio(timing.bigIncidentMs)} |`,
    `| its Changelog opened until the newest row shows | ${ms(timing.bigChangelogMs)} | - |`,
  ].join('\n');
}

/** The tables a plan reads with a sequential scan, once each. */
export function seqScannedTables(plan: string): string[] {
  return [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1]!))];
}
