import type { Measurement } from '../support/measure.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type ReadPath = 'stand-alone engine' | 'session cookie' | 'Bearer token' | '/healthz';

/** Resident memory of the product server process, in MiB. */
export interface ServerMemory {
  atFirstAnswer: number;
  idle: number;
  /** The highest of the samples taken while the reads ran. */
  underLoad: number;
  afterLoad: number;
  /** VmHWM: the highest the process reached, start included. */
  peak: number;
}

export interface AuthBenchResult {
  database: DatabaseKind;
  reads: { path: ReadPath; measurement: Measurement }[];
  memory: ServerMemory;
}

/** Authenticated throughput must reach this share of the stand-alone engine's (issue 11). */
export const THROUGHPUT_TARGET = 0.7;
/** The embedded server's idle memory, and how far above it load may take it (issue 11). */
export const IDLE_RSS_TARGET_MIB = 250;
export const LOAD_RSS_HEADROOM_MIB = 100;

export const READS_HEADER = [
  '| database | read | req/s | p50 ms | p99 ms | throughput vs stand-alone engine |',
  '|---|---|---|---|---|---|',
].join('\n');

export function readRows(result: AuthBenchResult): string[] {
  const engine = result.reads.find((read) => read.path === 'stand-alone engine')?.measurement.perSecond ?? Number.NaN;
  return result.reads.map(({ path, measurement }) => {
    const cells = [
      result.database,
      path,
      measurement.perSecond.toFixed(0),
      measurement.p50.toFixed(2),
      measurement.p99.toFixed(2),
      (measurement.perSecond / engine).toFixed(2),
    ];
    return `| ${cells.join(' | ')} |`;
  });
}

export const MEMORY_HEADER = [
  '| database | at first answer MiB | idle MiB | under load MiB (max) | after load MiB | peak MiB (VmHWM) |',
  '|---|---|---|---|---|---|',
].join('\n');

export function memoryRow({ database, memory }: AuthBenchResult): string {
  const cells = [memory.atFirstAnswer, memory.idle, memory.underLoad, memory.afterLoad, memory.peak].map((mib) => mib.toFixed(0));
  return `| ${database} | ${cells.join(' | ')} |`;
}

/** One line per target of issue 11, with the figure and whether it is met. */
export function targetLines(results: AuthBenchResult[]): string[] {
  const lines: string[] = [];
  for (const result of results) {
    const engine = result.reads.find((read) => read.path === 'stand-alone engine')?.measurement.perSecond ?? Number.NaN;
    for (const path of ['session cookie', 'Bearer token'] as const) {
      const ratio = (result.reads.find((read) => read.path === path)?.measurement.perSecond ?? Number.NaN) / engine;
      lines.push(`- ${result.database}, ${path}: ${ratio.toFixed(2)}x the stand-alone engine (target >= ${THROUGHPUT_TARGET}): ${ratio >= THROUGHPUT_TARGET ? 'met' : 'not met'}`);
    }
    if (result.database !== 'pglite') continue;
    const { idle, underLoad } = result.memory;
    lines.push(`- pglite, idle: ${idle.toFixed(0)} MiB (target <= ${IDLE_RSS_TARGET_MIB}): ${idle <= IDLE_RSS_TARGET_MIB ? 'met' : 'not met'}`);
    const limit = Math.min(idle, IDLE_RSS_TARGET_MIB) + LOAD_RSS_HEADROOM_MIB;
    lines.push(`- pglite, under load: ${underLoad.toFixed(0)} MiB (target <= ${limit.toFixed(0)}, idle + ${LOAD_RSS_HEADROOM_MIB}): ${underLoad <= limit ? 'met' : 'not met'}`);
  }
  return lines;
}
