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
import { withServerAddress, type ServerAddress } from './server-address.ts';
import { parseCanarySpec } from './spec/parse-canary-spec.ts';
import { CheckRelationshipsService } from './relationships/check-relationships.service.ts';
import type { CanarySpec } from './spec/canary-spec.types.ts';

/** Replaceable parts of the health runtime: the product uses the registry, the spec parser and the expression languages. */
export interface HealthRuntimeParts {
  checkType?: CheckRunnerDependencies['checkType'] | undefined;
  parseSpec?: ((raw: unknown) => CanarySpec) | undefined;
  evaluateExpression?: CheckRunnerDependencies['evaluateExpression'] | undefined;
  /** Runs exec checks' scripts; the server gives the one its EXEC and EXEC_USER configure. Default: exec on, as the default EXEC_USER. */
  scripts?: ScriptRunner | undefined;
  /** How many probes may be under way at once (MAX_PROBES_IN_FLIGHT); default DEFAULT_MAX_PROBES_IN_FLIGHT. */
  maxProbesInFlight?: number | undefined;
  /** Where this server listens, for checks of the server itself (`$(server.url)`); the server gives its HOST and PORT. */
  serverAddress?: ServerAddress | undefined;
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
  const parseStored = parts.parseSpec ?? parseCanarySpec;
  const { serverAddress } = parts;
  // A run reads the spec with the server's current address in place of `$(server.url)` and `$(server.address)`.
  const parseSpec = serverAddress ? (raw: unknown) => parseStored(withServerAddress(raw, serverAddress)) : parseStored;
  const configItems = new ConfigItemSelectionRepository(db);
  const evaluate = parts.evaluateExpression ?? evaluateExpression;
  const runner = new CheckRunnerService({
    checkType,
    evaluateExpression: evaluate,
    resolveConnection: createConnectionResolver(db),
    scripts: parts.scripts ?? ScriptRunner.forConfig({ exec: true, execUser: DEFAULT_EXEC_USER }),
    selectConfigItems: (selectors) => configItems.select(selectors),
    maxProbesInFlight: parts.maxProbesInFlight,
  });
  return { runs: new CanaryRunService({ db, runner, parseSpec, checkType, relationships: new CheckRelationshipsService(db, evaluate), hostname: hostname() }), runner, parseSpec };
}
