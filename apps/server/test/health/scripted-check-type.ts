import { z } from 'zod';
import type { CheckSpecBase, CheckType, ProbeContext, ProbeResult } from '#src/health/checks/check-type.ts';
import { definePlugin } from '#src/spec/plugin.ts';
import type { CanarySpec } from '#src/health/spec/canary-spec.types.ts';

/** What a scripted check does when probed: answer, throw, or wait. */
export type ProbeScript = (context: ProbeContext) => Promise<ProbeResult>;

export const passes = (message = 'ok', data: Record<string, unknown> = {}): ProbeScript => async () => ({ pass: true, message, data });
export const fails = (message = 'not ok'): ProbeScript => async () => ({ pass: false, message, data: {} });
export const throws = (reason: string): ProbeScript => async () => {
  throw new Error(reason);
};
/** Never answers; ends only when the runner aborts it (timeout or shutdown). */
export const hangs: ProbeScript = (context) =>
  new Promise((_, reject) => context.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));

/**
 * A check type whose probe does what the test scripts for each check name: the double of a probe
 * target (an HTTP server, a database), so the runner, the scheduler and the persistence run for real.
 */
export class ScriptedProbes {
  /** The names of the checks probed, in order. */
  readonly calls: string[] = [];
  private readonly scripts = new Map<string, ProbeScript>();
  private readonly gates: (() => void)[] = [];

  script(name: string, script: ProbeScript): void {
    this.scripts.set(name, script);
  }

  /** The check passes once released by `releaseAll()`; until then its run stays under way. */
  holdUntilReleased(name: string): void {
    this.script(name, () => new Promise((resolve) => this.gates.push(() => resolve({ pass: true, message: 'released', data: {} }))));
  }

  releaseAll(): void {
    for (const release of this.gates.splice(0)) release();
  }

  callsOf(name: string): number {
    return this.calls.filter((call) => call === name).length;
  }

  readonly type: CheckType = definePlugin({
    type: 'scripted',
    schema: z.custom<CheckSpecBase>(() => true),
    examples: [{ name: 'scripted' }],
    endpoint: (spec: CheckSpecBase) => `script://${spec.name}`,
    run: async (spec: CheckSpecBase, context: ProbeContext) => {
      this.calls.push(spec.name);
      const script = this.scripts.get(spec.name) ?? passes();
      return script(context);
    },
  });

  readonly checkType = (type: string): CheckType | undefined => (type === 'scripted' ? this.type : undefined);
}

/** The spec of a canary of scripted checks: `{ schedule?, interval?, scripted: [{ name, ... }] }`. */
export function parseScriptedCanary(raw: unknown): CanarySpec {
  const spec = raw as { schedule?: string; interval?: number; scripted?: CheckSpecBase[]; broken?: string };
  if (spec.broken) throw new Error(`spec.broken: ${spec.broken}`);
  return {
    schedule: spec.schedule,
    interval: spec.interval,
    checks: (spec.scripted ?? []).map((check, i) => ({ type: 'scripted', spec: check, path: `spec.scripted[${i}]` })),
  };
}
