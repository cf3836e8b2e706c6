import type { CheckGraph, ChecksSummaryResponse } from '@vigil/domain';
import type { Db } from '#src/db/db.ts';
import { badRequest, isUuid, notFound } from '#src/rbac/service-error.ts';
import { CheckGraphRepository } from './check-graph.repository.ts';
import { CheckSummaryRepository } from './check-summary.repository.ts';
import { resolveGraphRange } from './graph-range.ts';
import { parseSummaryQuery } from './summary-query.ts';

export interface GraphRequest {
  check?: string | undefined;
  start?: string | undefined;
  end?: string | undefined;
}

/** The health dashboard's figures: the checks summary and one check's chart over a range. */
export class CheckSummaryService {
  private readonly summaries: CheckSummaryRepository;
  private readonly graphs: CheckGraphRepository;

  constructor(db: Db) {
    this.summaries = new CheckSummaryRepository(db);
    this.graphs = new CheckGraphRepository(db);
  }

  async summary(filters: Record<string, unknown>, now: Date = new Date()): Promise<ChecksSummaryResponse<Date>> {
    const query = parseSummaryQuery(filters);
    return { checks_summary: await this.summaries.list(query, now) };
  }

  async graph(request: GraphRequest, now: Date = new Date()): Promise<CheckGraph<Date>> {
    const checkId = request.check;
    if (checkId === undefined || checkId === '') throw badRequest('check is required: the id of the check to chart');
    if (!isUuid(checkId)) throw badRequest(`check must be a check id (a uuid), got "${checkId}"`);
    const range = resolveGraphRange(request.start, request.end, now);
    if (!(await this.graphs.checkExists(checkId))) throw notFound(`No check with id ${checkId}`);
    const [status, totals] = await Promise.all([this.graphs.buckets(checkId, range), this.graphs.totals(checkId, range)]);
    return { status, ...totals };
  }
}
