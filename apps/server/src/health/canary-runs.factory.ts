import { hostname } from 'node:os';
import type { Db } from '../db/db.ts';
import { DEFAULT_EXEC_USER } from '../config.ts';
import { ScriptRunner } from '../exec/script-runner.ts';
import { evaluateExpression } from '../expressions/evaluate-expression.ts';
import { CanaryRunService } from './canary-run.service.ts';
import { CheckRunnerService, type CheckRunnerDependencies } from './check-runner.service.ts';
import { findCheckType } from './checks/check-registry.ts';
import { createConnectionResolver } from '../connections/connection-resolver.ts';
import { ConfigItemSelectionRepository } from '../selectors/config-item-selection.repository.ts';
import { parseCanarySpec } from './spec/parse-canary-spec.ts';
import type { CanarySpec } from './spec/canary-spec.types.ts';

/** Replaceable parts of the health runtime: the product uses the registry, the spec parser and the expression languages. */
export interface HealthRuntimeParts {
  checkType?: CheckRunnerDependencies['checkType'] | undefined;
  parseSpec?: ((raw: unknown) => CanarySpec) | undefined;
  evaluateExpression?: CheckRunnerDependencies['evaluateExpression'] | undefined;
  /** Runs exec checks' scripts; the server gives the one its EXEC and EXEC_USER configure. Default: exec on, as the default EXEC_USER. */
  scripts?: ScriptRunner | undefined;
}

export interface CanaryRuns {
  runs: CanaryRunService;
  /** Runs one check on its own (the run service uses it for every check of a canary). */
  runner: CheckRunnerService;
  parseSpec(raw: unknown): CanarySpec;
}

/** The canary run service wired to its collaborators. */
export function createCanaryRuns(db: Db, parts: HealthRuntimeParts = {}): CanaryRuns {
  const checkType = parts.checkType ?? findCheckType;
  const parseSpec = parts.parseSpec ?? parseCanarySpec;
  const configItems = new ConfigItemSelectionRepository(db);
  const runner = new CheckRunnerService({
    checkType,
    evaluateExpression: parts.evaluateExpression ?? evaluateExpression,
    resolveConnection: createConnectionResolver(db),
    scripts: parts.scripts ?? ScriptRunner.forConfig({ exec: true, execUser: DEFAULT_EXEC_USER }),
    selectConfigItems: (selectors) => configItems.select(selectors),
  });
  return { runs: new CanaryRunService({ db, runner, parseSpec, checkType, hostname: hostname() }), runner, parseSpec };
}
