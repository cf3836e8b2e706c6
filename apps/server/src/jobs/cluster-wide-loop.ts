import type { Queryable } from '../db/db.ts';
import { ClusterWideJob } from './cluster-wide-job.ts';
import { startPollingLoop, type PollingLoop } from './polling-loop.ts';

/**
 * Asks for the turn of cluster-wide job `name` now and then every `everyMs`, and calls `pass` only
 * when this replica gets it: with several replicas, the job still runs about once every `everyMs`.
 */
export function startClusterWideLoop(db: Queryable, name: string, pass: () => Promise<void>, everyMs: number, onError: (error: unknown) => void): PollingLoop {
  const job = new ClusterWideJob(db, name, everyMs);
  return startPollingLoop(() => job.runIfDue(pass), everyMs, onError);
}
