import type { JobStatus } from '@vigil/domain';
import type { Db } from '../db/db.ts';
import { JobHistoryRepository } from '../jobs/job-history.repository.ts';
import type { CanaryRecord } from './canary.repository.ts';
import { CheckRepository, type CheckDefinition } from './check.repository.ts';
import type { CheckResult, CheckRunnerService } from './check-runner.service.ts';
import { CheckStatusRepository } from './check-status.repository.ts';
import type { CheckType } from './checks/check-type.ts';
import type { CanaryCheck, CanarySpec } from './spec/canary-spec.types.ts';
import { writeTransformedChecks } from './transform/transformed-checks.writer.ts';
import type { CheckRelationshipsService } from './relationships/check-relationships.service.ts';

/** The `job_history.name` of a canary's scheduled run. */
export const CANARY_RUN_JOB = 'CanaryRun';

export interface CanaryRunDependencies {
  db: Db;
  runner: CheckRunnerService;
  parseSpec(raw: unknown): CanarySpec;
  checkType(type: string): CheckType | undefined;
  /** Links the checks to what their `relationships` select, after each run. */
  relationships: CheckRelationshipsService;
  /** Written on job_history rows: which server ran the job. */
  hostname: string;
}

export interface CanaryRunOutcome {
  status: JobStatus;
  passed: number;
  failed: number;
  /** Why the canary could not run at all (its spec is invalid). */
  error?: string;
}

export interface RunnableCheck {
  checkId: string;
  check: CanaryCheck;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The job status of a canary run: SUCCESS when every check passed, WARNING when some failed,
 * FAILED when all failed (or the spec could not be read). success_count / error_count are the
 * passed / failed checks.
 */
export function canaryJobStatus(passed: number, failed: number): JobStatus {
  if (failed === 0) return 'SUCCESS';
  return passed === 0 ? 'FAILED' : 'WARNING';
}

/**
 * Runs a canary: syncs its checks with its spec, runs them all, stores the results and the job.
 * The job counts the checks transforms emitted like the others.
 */
export class CanaryRunService {
  constructor(private readonly deps: CanaryRunDependencies) {}

  async run(canary: CanaryRecord, options: { nextRunAt: Date | null; signal?: AbortSignal | undefined }): Promise<CanaryRunOutcome> {
    const timeStart = new Date();
    let spec: CanarySpec;
    try {
      spec = this.deps.parseSpec(canary.spec);
    } catch (error) {
      const outcome: CanaryRunOutcome = { status: 'FAILED', passed: 0, failed: 0, error: `invalid spec: ${reasonOf(error)}` };
      await this.recordJob(canary, timeStart, outcome, { errors: [outcome.error] });
      return outcome;
    }
    const ids = await new CheckRepository(this.deps.db).syncDefinitions(canary, spec.checks.map((check) => this.definitionOf(canary, spec, check)));
    const runnable = spec.checks.flatMap((check) => {
      const checkId = ids.get(`${check.type}/${check.spec.name}`);
      return checkId ? [{ checkId, check }] : [];
    });
    const linkProblems: string[] = [];
    const results = await this.runChecks(runnable, { ...options, linkProblems });
    if (results === undefined) return { status: 'STALE', passed: 0, failed: 0, error: 'interrupted: the server stopped during the run' };
    const named = results.flatMap((result, i) => {
      const { type, spec: own } = runnable[i]!.check;
      return [{ name: `${type}/${own.name}`, result }, ...(result.transformed ?? []).map((emitted) => ({ name: `${type}/${emitted.definition.name}`, result: emitted.result }))];
    });
    const passed = named.filter(({ result }) => result.pass).length;
    const outcome: CanaryRunOutcome = { status: canaryJobStatus(passed, named.length - passed), passed, failed: named.length - passed };
    const errors = [...named.flatMap(({ name, result }) => (result.error ? [`${name}: ${result.error}`] : [])), ...linkProblems];
    await this.recordJob(canary, timeStart, outcome, errors.length > 0 ? { errors } : null);
    return outcome;
  }

  /**
   * Runs the given checks side by side and stores all their results in one batch, with the checks
   * their transforms emitted, then links each check to what its `relationships` select (problems
   * doing so are added to `linkProblems`). A run interrupted by `signal` (the server stopping)
   * stores nothing, so a restart does not make checks fail: the answer is then undefined.
   */
  async runChecks(
    checks: readonly RunnableCheck[],
    options: { nextRunAt: Date | null; signal?: AbortSignal | undefined; linkProblems?: string[] | undefined },
  ): Promise<CheckResult[] | undefined> {
    const ran = await Promise.all(checks.map(({ check }) => this.deps.runner.run(check, options.signal)));
    if (options.signal?.aborted) return undefined;
    const stored = await this.deps.db.transaction(async (tx) => {
      const { results, emitted } = await writeTransformedChecks(tx, checks, ran);
      await new CheckStatusRepository(tx).record([...results.map((result, i) => ({ ...result, checkId: checks[i]!.checkId })), ...emitted], options.nextRunAt);
      return results;
    });
    options.linkProblems?.push(...(await this.deps.relationships.link(checks, stored)));
    return stored;
  }

  private definitionOf(canary: CanaryRecord, spec: CanarySpec, check: CanaryCheck): CheckDefinition {
    let endpoint: string | undefined;
    try {
      endpoint = this.deps.checkType(check.type)?.endpoint(check.spec);
    } catch {
      endpoint = undefined;
    }
    return {
      type: check.type,
      name: check.spec.name,
      namespace: check.spec.namespace ?? canary.namespace,
      description: check.spec.description ?? null,
      icon: check.spec.icon ?? spec.icon ?? null,
      endpoint: endpoint ?? null,
      spec: check.spec,
      labels: check.spec.labels ?? null,
    };
  }

  private async recordJob(canary: CanaryRecord, timeStart: Date, outcome: CanaryRunOutcome, details: Record<string, unknown> | null): Promise<void> {
    await new JobHistoryRepository(this.deps.db).insert({
      name: CANARY_RUN_JOB,
      resourceType: 'canary',
      resourceId: canary.id,
      status: outcome.status,
      successCount: outcome.passed,
      errorCount: outcome.failed,
      details,
      hostname: this.deps.hostname,
      timeStart,
      timeEnd: new Date(),
      agentId: canary.agentId,
    });
  }
}
