import type { Db } from '#src/db/db.ts';
import type { ConfigRef, ScrapedItem, ScrapeResult } from '../scrapers/scrape-result.ts';
import type { CatalogIngestion, IngestSummary } from './catalog-ingestion.ts';
import { diffContent } from './content-diff.ts';
import { IngestedItemRepository, type ItemRow, type StoredItem } from './ingested-item.repository.ts';
import { IngestedRecordRepository, type AnalysisRow, type ChangeRow, type RelationshipRow } from './ingested-record.repository.ts';
import { rowDiffers, scrapedItemRow } from './scraped-item-row.ts';

/** The change_type of a change made when an item's content differs from what was stored. */
export const DIFF_CHANGE_TYPE = 'diff';
/** The change_type of a change made when an item's health moves (summary `healthy -> unhealthy`). */
export const HEALTH_CHANGE_TYPE = 'HealthChanged';

export class UnknownScraperError extends Error {
  constructor(readonly scraperId: string) {
    super(`scraper ${scraperId} does not exist or is deleted`);
  }
}

const refKey = (type: string, externalId: string) => `${type}\u0000${externalId}`;
const describeRef = (ref: ConfigRef) => `${ref.type} ${ref.externalId}`;

/**
 * Stores one scrape in one transaction, with a handful of statements whatever the number of items:
 * items matched within the scraper by type and any of their external ids, content changes as diff
 * changes, health transitions, reported changes, analysis and relationships.
 */
export class CatalogIngestionService implements CatalogIngestion {
  constructor(private readonly db: Db) {}

  ingest(scraperId: string, result: ScrapeResult, options: { now?: Date | undefined } = {}): Promise<IngestSummary> {
    const now = options.now ?? new Date();
    return this.db.transaction(async (tx) => {
      const items = new IngestedItemRepository(tx);
      const records = new IngestedRecordRepository(tx);
      const scraper = await items.findScraper(scraperId);
      if (!scraper) throw new UnknownScraperError(scraperId);
      const summary: IngestSummary = { created: 0, updated: 0, unchanged: 0, deleted: 0, changes: 0, analysis: 0, errors: [] };

      const scraped = distinctItems(result.items, summary.errors);
      const stored = await items.findByScraper(scraperId, [...new Set(scraped.map((item) => item.type))]);
      const storedByRef = new Map<string, StoredItem>();
      for (const item of stored) for (const id of item.externalId) storedByRef.set(refKey(item.type, id), item);

      const toInsert: { item: ScrapedItem; row: ItemRow }[] = [];
      const toUpdate: ItemRow[] = [];
      const changes: ChangeRow[] = [];
      const idOf = new Map<ScrapedItem, string>();
      const unchangedIds: string[] = [];
      for (const item of scraped) {
        const row = scrapedItemRow(item);
        const match = item.externalId.map((id) => storedByRef.get(refKey(item.type, id))).find((found) => found !== undefined);
        if (!match) {
          toInsert.push({ item, row });
          if (row.deleted_at) summary.deleted += 1;
          continue;
        }
        idOf.set(item, match.id);
        if (!rowDiffers(match, row)) {
          unchangedIds.push(match.id);
          summary.unchanged += 1;
          continue;
        }
        toUpdate.push({ ...row, id: match.id });
        if (row.deleted_at && !match.deletedAt) summary.deleted += 1;
        else summary.updated += 1;
        changes.push(...itemChanges(match, row, scraper.source, now));
      }

      const newIds = await items.insert(scraper, toInsert.map((entry) => entry.row), now);
      toInsert.forEach((entry, index) => {
        const id = newIds[index];
        if (id) idOf.set(entry.item, id);
      });
      summary.created = toInsert.length - toInsert.filter((entry) => entry.row.deleted_at).length;
      await items.update(toUpdate, now);
      // Inserted and updated rows got their scrape time with the write; only the rest are touched.
      await items.touchScraped(unchangedIds, now);

      const refs = new Map<string, string>();
      for (const item of stored) for (const id of item.externalId) refs.set(refKey(item.type, id), item.id);
      for (const [item, id] of idOf) for (const externalId of item.externalId) refs.set(refKey(item.type, externalId), id);
      const resolve = await this.refResolver(items, refs, collectRefs(result));

      const parents: { id: string; parentId: string | null }[] = [];
      for (const item of scraped) {
        const id = idOf.get(item);
        if (!id || !item.parent) continue;
        const parentId = resolve(item.parent);
        if (parentId && parentId !== id) parents.push({ id, parentId });
        else summary.errors.push(`parent ${describeRef(item.parent)} of ${describeRef({ type: item.type, externalId: item.externalId[0] ?? '' })} not found`);
      }
      await items.setParents(parents);

      changes.push(...this.reportedChanges(result, resolve, summary.errors, now));
      await records.insertChanges(changes);
      summary.changes = changes.reduce((total, change) => total + change.count, 0);

      const analysis = this.analysisRows(result, resolve, summary.errors);
      await records.upsertAnalysis(scraperId, analysis, now);
      summary.analysis = analysis.length;

      await records.upsertRelationships(`scraper:${scraperId}`, this.relationshipRows(result, resolve, summary.errors), now);
      return summary;
    });
  }

  /** A lookup of refs: the scraper's own items first, then items of any scraper (one query for all the rest). */
  private async refResolver(items: IngestedItemRepository, known: Map<string, string>, wanted: ConfigRef[]) {
    const missing = new Map<string, ConfigRef>();
    for (const ref of wanted) if (!known.has(refKey(ref.type, ref.externalId))) missing.set(refKey(ref.type, ref.externalId), ref);
    for (const found of await items.findByRefs([...missing.values()])) {
      for (const id of found.externalId) if (!known.has(refKey(found.type, id))) known.set(refKey(found.type, id), found.id);
    }
    return (ref: ConfigRef) => known.get(refKey(ref.type, ref.externalId));
  }

  private reportedChanges(result: ScrapeResult, resolve: (ref: ConfigRef) => string | undefined, errors: string[], now: Date): ChangeRow[] {
    // The same external change twice in one scrape is one row seen twice: the merge trigger only sees earlier statements.
    const merged = new Map<string, ChangeRow>();
    const rows: ChangeRow[] = [];
    for (const change of result.changes) {
      const configId = resolve(change.config);
      if (!configId) {
        errors.push(`change ${change.changeType} for unknown item ${describeRef(change.config)}`);
        continue;
      }
      const key = change.externalChangeId === undefined ? undefined : `${configId}\u0000${change.externalChangeId}`;
      const seen = key === undefined ? undefined : merged.get(key);
      if (seen) {
        seen.count += 1;
        continue;
      }
      const row: ChangeRow = {
        config_id: configId,
        external_change_id: change.externalChangeId ?? null,
        change_type: change.changeType,
        severity: change.severity ?? null,
        source: change.source ?? null,
        summary: change.summary ?? null,
        patches: null,
        diff: null,
        details: change.details ?? null,
        external_created_by: change.externalCreatedBy ?? null,
        created_at: (change.createdAt ?? now).toISOString(),
        count: 1,
      };
      if (key !== undefined) merged.set(key, row);
      rows.push(row);
    }
    return rows;
  }

  private analysisRows(result: ScrapeResult, resolve: (ref: ConfigRef) => string | undefined, errors: string[]): AnalysisRow[] {
    const rows = new Map<string, AnalysisRow>();
    for (const entry of result.analysis) {
      const configId = resolve(entry.config);
      if (!configId) {
        errors.push(`analysis ${entry.analyzer} for unknown item ${describeRef(entry.config)}`);
        continue;
      }
      rows.set(`${configId}\u0000${entry.analyzer}`, {
        config_id: configId,
        analyzer: entry.analyzer,
        analysis_type: entry.analysisType,
        severity: entry.severity,
        summary: entry.summary ?? null,
        message: entry.message ?? null,
        analysis: entry.analysis ?? null,
        source: entry.source ?? null,
      });
    }
    return [...rows.values()];
  }

  private relationshipRows(result: ScrapeResult, resolve: (ref: ConfigRef) => string | undefined, errors: string[]): RelationshipRow[] {
    const rows = new Map<string, RelationshipRow>();
    for (const link of result.relationships) {
      const from = resolve(link.from);
      const to = resolve(link.to);
      if (!from || !to) {
        errors.push(`relationship ${link.relation} from ${describeRef(link.from)} to ${describeRef(link.to)}: item not found`);
        continue;
      }
      if (link.relation === 'hard' || from === to) continue;
      rows.set(`${from}\u0000${to}\u0000${link.relation}`, { config_id: from, related_id: to, relation: link.relation });
    }
    return [...rows.values()];
  }
}

/** One entry per item: the last one wins when a source lists the same item twice. */
function distinctItems(items: ScrapedItem[], errors: string[]): ScrapedItem[] {
  const byRef = new Map<string, ScrapedItem>();
  for (const item of items) {
    if (item.externalId.length === 0) {
      errors.push(`item ${item.type} ${item.name} has no external id`);
      continue;
    }
    byRef.set(refKey(item.type, item.externalId[0] ?? ''), item);
  }
  return [...byRef.values()];
}

function collectRefs(result: ScrapeResult): ConfigRef[] {
  return [
    ...result.items.flatMap((item) => (item.parent ? [item.parent] : [])),
    ...result.changes.map((change) => change.config),
    ...result.analysis.map((entry) => entry.config),
    ...result.relationships.flatMap((link) => [link.from, link.to]),
  ];
}

/** The diff change for new content, and the health change for a health transition. */
function itemChanges(stored: StoredItem, row: ItemRow, source: string | null, now: Date): ChangeRow[] {
  const changes: ChangeRow[] = [];
  const base = { config_id: stored.id, external_change_id: null, severity: null, source, details: null, external_created_by: null, created_at: now.toISOString(), count: 1 };
  const content = diffContent(stored.config, row.config);
  if (content) {
    changes.push({ ...base, change_type: DIFF_CHANGE_TYPE, summary: content.paths.join(', '), patches: content.patch, diff: content.diff });
  }
  if (stored.health !== row.health && !row.deleted_at) {
    const summary = `${stored.health ?? 'unknown'} -> ${row.health ?? 'unknown'}`;
    changes.push({ ...base, change_type: HEALTH_CHANGE_TYPE, summary, patches: null, diff: null, details: { previous: stored.health, current: row.health } });
  }
  return changes;
}
