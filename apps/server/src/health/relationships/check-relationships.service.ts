import { createHash } from 'node:crypto';
import type { Db, Queryable } from '#src/db/db.ts';
import type { ExpressionPurpose } from '#src/expressions/evaluate-expression.ts';
import type { ExpressionSpec } from '#src/expressions/expression-spec.ts';
import { ComponentSelectionRepository } from '#src/selectors/component-selection.repository.ts';
import { ConfigItemSelectionRepository } from '#src/selectors/config-item-selection.repository.ts';
import { evaluateRelationshipSelector, type RelationshipSelector } from '#src/selectors/relationship-selector.ts';
import type { RelationshipSelectorTemplate } from '#src/selectors/relationship-selector.schema.ts';
import type { CheckResult } from '../check-runner.service.ts';
import type { CanaryCheck } from '../spec/canary-spec.types.ts';
import { CHECK_RELATIONSHIP_SELECTOR_PREFIX, CheckRelationshipRepository, type CheckLinks, type CheckLinkTarget } from './check-relationship.repository.ts';

export type EvaluateExpression = (purpose: ExpressionPurpose, spec: ExpressionSpec, env: Record<string, unknown>) => Promise<unknown>;

/** A check that has just run. */
export interface RanCheck {
  checkId: string;
  check: CanaryCheck;
}

type SelectIds = (selector: RelationshipSelector) => Promise<string[]>;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The selector_id of a selector's links: the same selector keeps its links from run to run. */
function selectorIdOf(template: RelationshipSelectorTemplate): string {
  return CHECK_RELATIONSHIP_SELECTOR_PREFIX + createHash('sha256').update(JSON.stringify(template)).digest('hex').slice(0, 32);
}

/**
 * The variables an `expr` lookup sees: the run's `result` (pass, message, error, duration, the
 * probe's `data`, labels) and the `check` (id, name, type, namespace, labels).
 */
function lookupEnv({ checkId, check }: RanCheck, result: CheckResult): Record<string, unknown> {
  const labels = check.spec.labels ?? {};
  return {
    result: { pass: result.pass, invalid: result.invalid, message: result.message, error: result.error, duration: result.duration, data: result.details ?? {}, labels },
    check: { id: checkId, name: check.spec.name, type: check.type, namespace: check.spec.namespace ?? null, labels },
  };
}

/**
 * Links checks to the config items and components their `relationships` select, after each run
 * (canary-checker's per-check relationships). Each run makes a check's own links exactly what its
 * selectors pick now; a check without `relationships` has none of its own. Links others made are
 * never touched (see CHECK_RELATIONSHIP_SELECTOR_PREFIX).
 */
export class CheckRelationshipsService {
  constructor(
    private readonly db: Db,
    private readonly evaluateExpression: EvaluateExpression,
  ) {}

  /** Answers the problems met, each naming its check and selector; the checks' results are not affected. */
  async link(checks: readonly RanCheck[], results: readonly CheckResult[]): Promise<string[]> {
    const problems: string[] = [];
    try {
      await this.db.transaction(async (tx) => {
        const links = new CheckRelationshipRepository(tx);
        const without = checks.filter(({ check }) => check.spec.relationships === undefined).map(({ checkId }) => checkId);
        if (without.length > 0) await links.removeOwnLinks(without);
        for (const [index, ran] of checks.entries()) {
          const result = results[index];
          if (ran.check.spec.relationships === undefined || result === undefined) continue;
          await links.replace(await this.resolve(tx, ran, result, problems));
        }
      });
    } catch (error) {
      problems.push(`the links of the checks to the catalog could not be stored: ${reasonOf(error)}`);
    }
    return problems;
  }

  private async resolve(tx: Queryable, ran: RanCheck, result: CheckResult, problems: string[]): Promise<CheckLinks> {
    const { configs = [], components = [] } = ran.check.spec.relationships ?? {};
    const env = lookupEnv(ran, result);
    const context = {
      labels: ran.check.spec.labels ?? {},
      evaluate: (expression: string) => this.evaluateExpression('lookup', { expr: expression }, env),
    };
    const unresolved: string[] = [];
    const targetsOf = async (list: 'configs' | 'components', templates: readonly RelationshipSelectorTemplate[], select: SelectIds): Promise<CheckLinkTarget[]> => {
      const targets = new Map<string, CheckLinkTarget>();
      for (const [index, template] of templates.entries()) {
        const selectorId = selectorIdOf(template);
        const path = `${ran.check.type}/${ran.check.spec.name}: relationships.${list}[${index}]`;
        let selector: RelationshipSelector | undefined;
        try {
          selector = await evaluateRelationshipSelector(template, context);
        } catch (error) {
          // The message starts with the field whose lookup failed.
          unresolved.push(selectorId);
          problems.push(`${path}.${reasonOf(error)}`);
          continue;
        }
        // An item two selectors pick is linked once, by the first.
        for (const id of selector ? await select(selector) : []) if (!targets.has(id)) targets.set(id, { id, selectorId });
      }
      return [...targets.values()];
    };
    const configItems = new ConfigItemSelectionRepository(tx);
    const componentItems = new ComponentSelectionRepository(tx);
    return {
      checkId: ran.checkId,
      configs: await targetsOf('configs', configs, (selector) => configItems.selectIdsByRelationship(selector)),
      components: await targetsOf('components', components, (selector) => componentItems.selectIdsByRelationship(selector)),
      unresolvedSelectorIds: unresolved,
    };
  }
}
