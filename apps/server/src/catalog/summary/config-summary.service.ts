import type { ConfigSummaryRow } from '@vigil/domain';
import type { Queryable } from '#src/db/db.ts';
import { parseSummaryRequest } from './config-summary-request.ts';
import { ConfigSummaryRepository } from './config-summary.repository.ts';

/** The catalog's summary table: items grouped by type, class, tags or labels with their figures. */
export class ConfigSummaryService {
  private readonly summaries: ConfigSummaryRepository;

  constructor(db: Queryable) {
    this.summaries = new ConfigSummaryRepository(db);
  }

  async summary(body: Record<string, unknown>, now: Date = new Date()): Promise<ConfigSummaryRow[]> {
    return this.summaries.summarize(parseSummaryRequest(body, now));
  }
}
