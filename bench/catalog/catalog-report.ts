import type { CatalogPageTiming } from './catalog-list-timing.ts';
import type { ScenarioLatency } from './catalog-latency.ts';
import type { Plans } from './catalog-plans.ts';
import type { SeedReport } from './catalog-seed.ts';
import type { SummaryJit } from './summary-jit.ts';

export interface MachineLoad {
  /** 1-minute load average when the phase started and ended. */
  loadBefore: number;
  loadAfter: number;
  /** Busy cores of the whole machine over the phase (bench, server and PostgreSQL included). */
  busyCores: number;
}

export interface CatalogBenchResult {
  startedAt: string;
  machine: { cores: number; model: string; memoryGiB: number };
  seed: SeedReport;
  /** The item of the recursive reads (mid-chain, among the busy items). */
  rootItemId: string;
  changesWindow: { from: string; to: string };
  api: { load: MachineLoad; scenarios: ScenarioLatency[] };
  summaryJit: SummaryJit;
  browser: { load: MachineLoad; timing: CatalogPageTiming } | { error: string };
  /** EXPLAIN (ANALYZE, BUFFERS) of the endpoints' statements and of the baselines. */
  plans: Plans;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const kib = (bytes: number | undefined) => (bytes === undefined ? '-' : (bytes / 1024).toFixed(0));
const counted = (rows: number, total: number | undefined) => (total === undefined ? String(rows) : `${rows} of ${total}`);

export const LATENCY_HEADER = [
  '| read | endpoint median ms | endpoint p95 ms | SQL median ms | SQL p95 ms | ratio (median) | rows: endpoint / SQL | answer KiB |',
  '|---|---|---|---|---|---|---|---|',
].join('\n');

export function latencyRow(s: ScenarioLatency): string {
  const rows = `${counted(s.endpointAnswer.rows, s.endpointAnswer.total)} / ${counted(s.sqlAnswer.rows, s.sqlAnswer.total)}`;
  return `| ${s.name} | ${ms(s.endpoint.medianMs)} | ${ms(s.endpoint.p95Ms)} | ${ms(s.sql.medianMs)} | ${ms(s.sql.p95Ms)} | ${s.ratio.toFixed(2)} | ${rows} | ${kib(s.endpointAnswer.bytes)} |`;
}

export function browserRows(timing: CatalogPageTiming): string {
  const ratio = (value: number) => (timing.emptyPageMs > 0 ? (value / timing.emptyPageMs).toFixed(2) : '-');
  return [
    '| page (median of 3) | ms | ratio to the empty list |',
    '|---|---|---|',
    `| empty list (a type without items): "No data available" | ${ms(timing.emptyPageMs)} | 1.00 |`,
    `| /catalog summary: first rows | ${ms(timing.summaryRowsMs)} | ${ratio(timing.summaryRowsMs)} |`,
    `| list of ${timing.rows} items: first rows | ${ms(timing.firstRowsMs)} | ${ratio(timing.firstRowsMs)} |`,
    `| list: scroll to the end of the first page until the next page's rows show | ${ms(timing.nextPageMs)} | - |`,
    `| list: keep scrolling until the last of ${timing.rows} rows shows | ${ms(timing.scrollToEndMs)} | - |`,
  ].join('\n');
}

export function loadLine(name: string, load: MachineLoad): string {
  return `${name}: load average ${load.loadBefore.toFixed(2)} -> ${load.loadAfter.toFixed(2)}, machine busy ${load.busyCores.toFixed(2)} cores`;
}
