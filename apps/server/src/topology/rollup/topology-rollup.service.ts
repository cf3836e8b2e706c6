import type { Db } from '#src/db/db.ts';
import { rollUp } from './component-rollup.ts';
import { TopologyRollupRepository } from './topology-rollup.repository.ts';

/** Components computed per transaction: bounds the work and the locks of one step. */
export const ROLLUP_BATCH_SIZE = 500;
/** Batches per pass: a pass ends even while marks keep arriving; the next pass goes on. */
export const ROLLUP_BATCHES_PER_PASS = 100;

export interface RollupPassResult {
  /** Components taken off the queue. */
  computed: number;
  /** Components whose status or summary changed. */
  changed: number;
}

/**
 * Keeps components' status and summary current: takes marked components off the queue in bounded
 * batches (deepest first), computes each from its checks, configs, insights, incidents and
 * children, writes what changed and marks the parents of what changed (decision 0050).
 */
export class TopologyRollupService {
  constructor(
    private readonly db: Db,
    private readonly batchSize = ROLLUP_BATCH_SIZE,
  ) {}

  /** One batch in one transaction; `computed` 0 when the queue is empty. */
  async step(): Promise<RollupPassResult> {
    return this.db.transaction(async (tx) => {
      const repository = new TopologyRollupRepository(tx);
      await repository.quietTriggers();
      const ids = await repository.claim(this.batchSize);
      if (ids.length === 0) return { computed: 0, changed: 0 };
      const inputs = await repository.inputs(ids);
      const results = [...inputs].map(([id, input]) => ({ id, ...rollUp(input) }));
      const parents = await repository.write(results);
      await repository.mark(parents);
      return { computed: ids.length, changed: parents.length };
    });
  }

  /** Steps until the queue is empty or the pass has run its number of batches. */
  async drain(maxBatches = ROLLUP_BATCHES_PER_PASS): Promise<RollupPassResult> {
    const total: RollupPassResult = { computed: 0, changed: 0 };
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const result = await this.step();
      if (result.computed === 0) break;
      total.computed += result.computed;
      total.changed += result.changed;
    }
    return total;
  }
}
