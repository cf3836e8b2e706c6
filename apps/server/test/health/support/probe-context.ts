import type { ProbeContext } from '#src/health/checks/check-type.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';

/**
 * A probe context for tests: aborts after `timeoutMs` like the runner does, and resolves
 * `connection://` references from the given map.
 */
export function probeContext(
  options: { timeoutMs?: number; connections?: Record<string, ResolvedConnection> } = {},
): ProbeContext {
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    signal: AbortSignal.timeout(timeoutMs),
    timeoutMs,
    resolveConnection: async (reference) => options.connections?.[reference],
  };
}
