import { performance } from 'node:perf_hooks';
import type { Db } from '../../apps/server/src/db/db.ts';
import { ConfigSummaryService } from '../../apps/server/src/catalog/summary/config-summary.service.ts';
import { percentile } from '../support/measure.ts';
import { SUMMARY_BODY } from './catalog-scenarios.ts';

export interface SummaryJit {
  /** Median ms of the summary endpoint's own statement, run in this process, as configured (JIT on by default). */
  jitOnMs: number;
  /** The same with jit off for the transaction. */
  jitOffMs: number;
}

const REPEATS = 5;

async function medianOf(run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return percentile(samples.sort((a, b) => a - b), 50);
}

/**
 * The summary's statement with and without PostgreSQL's JIT compilation: its cost estimate is
 * far above jit_above_cost, so every call compiles before it runs (see the plans' "JIT" lines).
 */
export async function measureSummaryJit(db: Db): Promise<SummaryJit> {
  const summarise = (jit: 'on' | 'off') =>
    db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('jit', $1, true)`, [jit]);
      return new ConfigSummaryService(tx).summary(SUMMARY_BODY);
    });
  await summarise('off');
  const jitOnMs = await medianOf(() => summarise('on'));
  const jitOffMs = await medianOf(() => summarise('off'));
  return { jitOnMs, jitOffMs };
}
