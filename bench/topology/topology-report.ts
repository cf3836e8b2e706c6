import type { Latency } from '../incidents/incidents-latency.ts';
import type { TopologyPageTiming } from './topology-page-timing.ts';
import type { TopologySeed } from './topology-seed.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TopologyScenarioResult {
  name: string;
  api: Latency;
  sql: Latency;
  /** API median / SQL median. */
  ratio: number;
  /** Components in the API's nested answer, and rows of the SQL. */
  sameAnswer: boolean;
  /** Size of the API's JSON answer, bytes. */
  bytes: number;
  /** Tables the SQL's plan reads with a sequential scan. */
  seqScans: string[];
  /** EXPLAIN ANALYZE of the SQL. */
  plan: string;
}

export interface TopologyBenchResult {
  database: DatabaseKind;
  startedAt: string;
  seed: TopologySeed;
  scenarios: TopologyScenarioResult[];
  browser: { timing: TopologyPageTiming } | { error: string };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

export const LATENCY_HEADER = [
  '| GET /api/canary/api/topology | API p50 ms | API p95 ms | SQL p50 ms | SQL p95 ms | ratio (p50) | components | answer KB | seq scans in the SQL plan |',
  '|---|---|---|---|---|---|---|---|---|',
].join('\n');

export function latencyRow(result: TopologyScenarioResult): string {
  const { api, sql } = result;
  const rows = `${api.answer.rows}${result.sameAnswer ? '' : ` vs SQL ${sql.answer.rows}`}`;
  const cells = [result.name, ms(api.medianMs), ms(api.p95Ms), ms(sql.medianMs), ms(sql.p95Ms), result.ratio.toFixed(2), rows, (result.bytes / 1024).toFixed(0), result.seqScans.join(', ') || '-'];
  return `| ${cells.join(' | ')} |`;
}

export function browserRows(timing: TopologyPageTiming): string {
  const ratio = (value: number) => (timing.emptyMs > 0 ? (value / timing.emptyMs).toFixed(2) : '-');
  return [
    '| view (median of 3) | ms | ratio to the empty dashboard |',
    '|---|---|---|',
    `| /topology?status=<none>: empty text | ${ms(timing.emptyMs)} | 1.00 |`,
    `| /topology: the 10 root cards (first render) | ${ms(timing.rootsMs)} | ${ratio(timing.rootsMs)} |`,
    `| of which the topology request | ${ms(timing.rootsFetchMs)} | - |`,
    `| Type filter set to Namespace until its 100 cards show | ${ms(timing.typeFilterMs)} | ${ratio(timing.typeFilterMs)} |`,
    `| of which the topology request | ${ms(timing.typeFilterFetchMs)} | - |`,
    `| /topology/<namespace>: its 10 children's cards | ${ms(timing.componentMs)} | ${ratio(timing.componentMs)} |`,
  ].join('\n');
}
