import type { DashboardTiming } from './dashboard-timing.ts';
import type { Backlog, Lateness } from './scheduling-lateness.ts';
import type { SummaryLatency } from './summary-latency.ts';

export interface ResourceUse {
  /** Server CPU over the window, % of one core. */
  serverCpuPercent: number;
  /** PostgreSQL (all its processes) CPU over the window, % of one core. */
  postgresCpuPercent: number;
  /** Everything else on the machine (other work, the bench itself excluded), in cores. */
  otherCores: number;
  serverRssMeanMib: number;
  serverRssMaxMib: number;
  loadAverage: number;
}

export interface HealthBenchResult {
  checks: number;
  windowMinutes: number;
  /** Seconds from creating the canaries until every check had a result. */
  firstRoundSeconds: number;
  /** Check runs the target answered per minute during the window, and what the schedule asks. */
  runsPerMinute: number;
  lateness: Lateness;
  worstBacklog: Backlog;
  resources: ResourceUse;
  summary: SummaryLatency;
  emptyDashboard: DashboardTiming;
  dashboard: DashboardTiming;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-');

export const SCHEDULER_HEADER = [
  '| checks | first round s | runs/min (due/min) | lateness p50 ms | p99 ms | max ms | skipped | worst backlog (oldest s) | server CPU % | PostgreSQL CPU % | server RSS MiB mean / max | other load (cores) |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
].join('\n');

export function schedulerRow(r: HealthBenchResult): string {
  const { lateness: l, resources: u, worstBacklog: b } = r;
  return `| ${r.checks} | ${r.firstRoundSeconds.toFixed(0)} | ${r.runsPerMinute.toFixed(0)} (${r.checks}) | ${ms(l.p50Ms)} | ${ms(l.p99Ms)} | ${ms(l.maxMs)} | ${l.skipped} | ${b.overdue} (${(b.oldestMs / 1000).toFixed(1)}) | ${u.serverCpuPercent.toFixed(1)} | ${u.postgresCpuPercent.toFixed(1)} | ${u.serverRssMeanMib.toFixed(0)} / ${u.serverRssMaxMib.toFixed(0)} | ${u.otherCores.toFixed(2)} |`;
}

export const SUMMARY_HEADER = [
  '| checks | answer KiB | endpoint p50 ms | endpoint p99 ms | view SQL p50 ms | view SQL p99 ms | p50 ratio |',
  '|---|---|---|---|---|---|---|',
].join('\n');

export function summaryRow(r: HealthBenchResult): string {
  const { endpoint, view, responseKib } = r.summary;
  return `| ${r.summary.checks} | ${responseKib.toFixed(0)} | ${endpoint.p50.toFixed(1)} | ${endpoint.p99.toFixed(1)} | ${view.p50.toFixed(1)} | ${view.p99.toFixed(1)} | ${ratio(endpoint.p50, view.p50)} |`;
}

export const DASHBOARD_HEADER = [
  '| checks | rows shown ms (empty) | filter response ms (empty) | time to interactive ms (empty) | TTI ratio |',
  '|---|---|---|---|---|',
].join('\n');

export function dashboardRow(r: HealthBenchResult): string {
  const [d, e] = [r.dashboard, r.emptyDashboard];
  return `| ${r.checks} | ${ms(d.rowsShownMs)} (${ms(e.rowsShownMs)}) | ${ms(d.filterResponseMs)} (${ms(e.filterResponseMs)}) | ${ms(d.interactiveMs)} (${ms(e.interactiveMs)}) | ${ratio(d.interactiveMs, e.interactiveMs)} |`;
}
