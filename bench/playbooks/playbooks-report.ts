/** What one pass (N runs queued at once, carried by one or two replicas) measured. */
export interface PlaybookPassResult {
  replicas: number;
  runs: number;
  /** From the runs' scheduled time (one insert) to the last run's end, in the database's clock. */
  wallSeconds: number;
  runsPerSecond: number;
  /** start_time - scheduled_time of each run, ms. */
  queueWaitMs: { p50: number; p95: number; p99: number; max: number };
  /** Run time (end_time - start_time) of each run, ms. */
  runMs: { p50: number; p99: number };
  /** Runs per final status; all `completed` is expected. */
  statuses: Record<string, number>;
  /** Runs carried per replica (by the server process the exec action ran under), `unknown` when not read. */
  perReplica: Record<string, number>;
  actions: {
    /** playbook_run_actions rows of the pass's runs; 3N expected. */
    total: number;
    /** (run, action name) pairs; equal to total when no action ran twice. */
    distinctPairs: number;
    /** The most rows one (run, action name) pair has; 1 expected. */
    maxPerPair: number;
    /** Rows per action status; all `completed` expected. */
    statuses: Record<string, number>;
    /** Sum of retry_count; 0 expected (a retry would be an action attempted twice). */
    retries: number;
  };
  /** Requests the http action's target answered during the pass; N expected. */
  httpHits: number;
  /** Whether every check above holds. */
  onceEach: boolean;
}

export interface PlaybookBenchResult {
  startedAt: string;
  database: 'postgres';
  runsPerPass: number;
  passes: PlaybookPassResult[];
  /** Two-replica runs/s over one-replica runs/s. */
  speedUp: number;
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ') || '-';

export function passesTable(result: PlaybookBenchResult): string {
  const baseline = result.passes[0]?.runsPerSecond ?? Number.NaN;
  const rows = result.passes.map((pass) => {
    const cells = [
      String(pass.replicas),
      String(pass.runs),
      fixed(pass.wallSeconds, 2),
      fixed(pass.runsPerSecond, 1),
      fixed(pass.runsPerSecond / baseline, 2),
      fixed(pass.queueWaitMs.p50, 0),
      fixed(pass.queueWaitMs.p95, 0),
      fixed(pass.queueWaitMs.p99, 0),
      fixed(pass.queueWaitMs.max, 0),
      fixed(pass.runMs.p50, 0),
      counts(pass.perReplica),
      counts(pass.statuses),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [
    '| replicas | runs | wall s | runs/s | vs one replica | queue wait p50 ms | p95 ms | p99 ms | max ms | run p50 ms | runs per replica | run statuses |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export function onceTable(result: PlaybookBenchResult): string {
  const rows = result.passes.map((pass) => {
    const { actions } = pass;
    const cells = [
      String(pass.replicas),
      `${actions.total} (expected ${3 * pass.runs})`,
      String(actions.distinctPairs),
      String(actions.maxPerPair),
      String(actions.retries),
      counts(actions.statuses),
      `${pass.httpHits} (expected ${pass.runs})`,
      pass.onceEach ? 'yes' : 'NO',
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [
    '| replicas | action rows | distinct (run, action) | max rows per (run, action) | retries | action statuses | http target hits | each action once |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
