import type { Db } from '../db/db.ts';
import { badRequest, notFound } from '../rbac/service-error.ts';
import { CanaryRepository } from './canary.repository.ts';
import type { CanaryRunService } from './canary-run.service.ts';
import { CheckRepository } from './check.repository.ts';
import { CheckStatusRepository, type StoredCheckStatus } from './check-status.repository.ts';
import type { CanarySpec } from './spec/canary-spec.types.ts';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Health checks on demand. */
export class HealthCheckService {
  constructor(
    private readonly db: Db,
    private readonly runs: CanaryRunService,
    private readonly parseSpec: (raw: unknown) => CanarySpec,
  ) {}

  /**
   * Runs one check now, as its canary's current spec defines it, and stores the result like a
   * scheduled run does (its next scheduled run stays as it was). Answers the stored status.
   */
  async runCheckNow(checkId: string): Promise<{ name: string; status: StoredCheckStatus }> {
    const checks = new CheckRepository(this.db);
    const check = await checks.find(checkId);
    if (!check || check.deleted) throw notFound(`Check ${checkId} not found`);
    const canary = await new CanaryRepository(this.db).findLive(check.canaryId);
    if (!canary) throw notFound(`The canary of check ${check.name} no longer exists`);
    let spec: CanarySpec;
    try {
      spec = this.parseSpec(canary.spec);
    } catch (error) {
      throw badRequest(`Check ${check.name} cannot run: the spec of canary ${canary.name} is invalid: ${reasonOf(error)}`);
    }
    // A check a transform emitted is refreshed by running the check that emits it.
    const source = check.transformedFrom ? await checks.find(check.transformedFrom) : check;
    const definition = source && spec.checks.find((c) => c.type === source.type && c.spec.name === source.name);
    if (!source || !definition) throw notFound(`Check ${check.name} is no longer in the spec of canary ${canary.name}`);
    await this.runs.runChecks([{ checkId: source.id, check: definition }], { nextRunAt: null });
    const status = await new CheckStatusRepository(this.db).latest(check.id);
    if (!status) throw new Error(`the result of check ${check.id} was not stored`);
    return { name: check.name, status };
  }
}
