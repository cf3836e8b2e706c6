import type { Queryable } from '#src/db/db.ts';
import type { CheckResult } from '../check-runner.service.ts';
import type { CheckResultOf } from '../check-status.repository.ts';
import type { CanaryCheck } from '../spec/canary-spec.types.ts';
import { transformedCheckKey, TransformedCheckRepository } from './transformed-check.repository.ts';

export interface WrittenTransformedChecks {
  /** The results of the checks that ran, in their order, each with the emitted checks that were stored. */
  results: CheckResult[];
  /** The results of the stored emitted checks, to record with the others. */
  emitted: CheckResultOf[];
}

function takenNamesFailure(result: CheckResult, names: readonly string[]): CheckResult {
  const listed = names.map((name) => `'${name}'`).join(', ');
  return { ...result, pass: false, error: `transform returned ${listed}, already the name of another check of this canary` };
}

/**
 * A transform may not emit a check under a name another check of the batch has (of the spec, or
 * emitted earlier in the batch): such a check fails and emits nothing, and its earlier emitted
 * checks stay as they were.
 */
function withoutTakenNames(checks: readonly { check: CanaryCheck }[], ran: readonly CheckResult[]): CheckResult[] {
  const taken = new Set(checks.map(({ check }) => `${check.type}/${check.spec.name}`));
  return ran.map((result, i) => {
    if (!result.transformed) return result;
    const type = checks[i]!.check.type;
    const names = result.transformed.map((emitted) => emitted.definition.name);
    const clashing = names.filter((name) => taken.has(`${type}/${name}`));
    if (clashing.length > 0) return { ...takenNamesFailure(result, clashing), transformed: undefined };
    for (const name of names) taken.add(`${type}/${name}`);
    return result;
  });
}

/**
 * Stores the checks the transforms of a batch emitted as check rows under their parents' canary
 * (earlier ones a parent no longer emits are soft-deleted) and pairs their results with their ids.
 * A parent whose emitted names another live check of the canary already holds fails, naming them.
 */
export async function writeTransformedChecks(
  db: Queryable,
  checks: readonly { checkId: string; check: CanaryCheck }[],
  ran: readonly CheckResult[],
): Promise<WrittenTransformedChecks> {
  const results = withoutTakenNames(checks, ran);
  const parents = results.flatMap((result, i) =>
    result.transformed ? [{ parentId: checks[i]!.checkId, checks: result.transformed.map((emitted) => emitted.definition) }] : [],
  );
  if (parents.length === 0) return { results, emitted: [] };
  const ids = await new TransformedCheckRepository(db).sync(parents);
  const emitted: CheckResultOf[] = [];
  const settled = results.map((result, i) => {
    if (!result.transformed) return result;
    const parentId = checks[i]!.checkId;
    const stored = result.transformed.filter((transformed) => {
      const checkId = ids.get(transformedCheckKey(parentId, transformed.definition.name));
      if (checkId) emitted.push({ ...transformed.result, checkId });
      return checkId !== undefined;
    });
    const refused = result.transformed.filter((transformed) => !stored.includes(transformed)).map((transformed) => transformed.definition.name);
    const withStored = { ...result, transformed: stored };
    return refused.length === 0 ? withStored : takenNamesFailure(withStored, refused);
  });
  return { results: settled, emitted };
}
