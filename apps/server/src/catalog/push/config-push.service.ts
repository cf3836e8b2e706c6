import { LOCAL_AGENT_ID } from '@vigil/domain';
import type { Caller } from '#src/auth/auth-contracts.ts';
import type { Db } from '#src/db/db.ts';
import type { CatalogIngestion, IngestSummary } from '../ingestion/catalog-ingestion.ts';
import { PushScraperRepository } from './push-scraper.repository.ts';
import { parsePushBody } from './push-body.parser.ts';

/**
 * Stores what an agent (or a person allowed to write scrapers) pushes, under one scraper row per
 * agent with source `Push`; a person who is no agent pushes as the local instance.
 */
export class ConfigPushService {
  private readonly scrapers: PushScraperRepository;

  constructor(
    db: Db,
    private readonly ingestion: CatalogIngestion,
  ) {
    this.scrapers = new PushScraperRepository(db);
  }

  async push(caller: Caller, body: unknown, now: Date = new Date()): Promise<IngestSummary> {
    const result = parsePushBody(body);
    const agent = await this.scrapers.findAgentOfPerson(caller.personId);
    const agentId = agent?.id ?? LOCAL_AGENT_ID;
    const scraperId = await this.scrapers.findOrCreateScraper(agentId, `push: ${agent?.name ?? 'local'}`, caller.personId);
    const summary = await this.ingestion.ingest(scraperId, result, { now });
    if (agent) await this.scrapers.markReceived(agent.id, now);
    return { ...summary, errors: [...result.errors, ...summary.errors] };
  }
}
