import type { CheckSpecBase, CheckType } from '#src/health/checks/check-type.ts';

/** The spec a check type reads from `raw`; a spec it refuses fails the test with the issues found. */
export function parsedCheckSpec<Spec extends CheckSpecBase>(check: CheckType<Spec>, raw: Record<string, unknown>): Spec {
  const result = check.parse(raw, `spec.${check.type}[0]`);
  if (!('spec' in result)) throw new Error(`unexpected issues: ${JSON.stringify(result.issues)}`);
  return result.spec;
}
