import { performance } from 'node:perf_hooks';

export interface Measurement {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface LoadShape {
  /** Requests in flight at once. */
  concurrency: number;
  /** Stop after this many operations... */
  maxOperations: number;
  /** ...or after this many milliseconds, whichever comes first. */
  maxMillis: number;
}

/** The p-th percentile of ascending `sorted` values (nearest rank); NaN when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `operation` with the given concurrency, bounded in count and time, and reports latency and throughput. */
export async function measure(operation: (i: number) => Promise<void>, shape: LoadShape): Promise<Measurement> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + shape.maxMillis;
  const worker = async () => {
    while (next < shape.maxOperations && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      await operation(i);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: shape.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export function formatRow(name: string, api: Measurement, driver: Measurement): string {
  const cells = [
    name,
    api.perSecond.toFixed(0),
    api.p50.toFixed(2),
    api.p99.toFixed(2),
    driver.perSecond.toFixed(0),
    driver.p50.toFixed(2),
    driver.p99.toFixed(2),
    (api.p50 / driver.p50).toFixed(2),
    (driver.perSecond / api.perSecond).toFixed(2),
  ];
  return `| ${cells.join(' | ')} |`;
}

export const TABLE_HEADER = [
  '| scenario | API req/s | API p50 ms | API p99 ms | driver req/s | driver p50 ms | driver p99 ms | p50 ratio | throughput ratio |',
  '|---|---|---|---|---|---|---|---|---|',
].join('\n');
