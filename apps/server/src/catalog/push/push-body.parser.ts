import { z } from 'zod';
import { badRequest } from '#src/rbac/service-error.ts';
import type { ConfigCost, ConfigHealth, ConfigRef, ScrapedAnalysis, ScrapedChange, ScrapedItem, ScrapedRelationship, ScrapeResult } from '../scrapers/scrape-result.ts';

type Json = Record<string, unknown>;

/** At most this many records of each kind in one push, so one request cannot hold the database for long. */
export const PUSH_LIMIT = 10_000;
const HEALTHS: readonly string[] = ['healthy', 'unhealthy', 'warning', 'unknown'];
const ANALYSIS_TYPES: readonly string[] = ['cost', 'availability', 'performance', 'security', 'integration', 'compliance', 'technical_debt', 'reliability', 'recommendation', 'other'];

const fail = (path: string, expected: string) => badRequest(`${path}: ${expected}`);
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function object(value: unknown, path: string): Json {
  if (!isObject(value)) throw fail(path, 'must be an object');
  return value;
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw fail(path, 'must be a non-empty string');
  return value;
}

function optionalText(value: unknown, path: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw fail(path, 'must be a string');
  return value;
}

function optionalNumber(value: unknown, path: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw fail(path, 'must be a number');
  return value;
}

function optionalDate(value: unknown, path: string): Date | undefined {
  if (value === undefined || value === null) return undefined;
  const date = typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw fail(path, 'must be a date in ISO 8601 text');
  return date;
}

function optionalStringMap(value: unknown, path: string): Record<string, string> | undefined {
  if (value === undefined || value === null) return undefined;
  const map = object(value, path);
  for (const [key, entry] of Object.entries(map)) if (typeof entry !== 'string') throw fail(`${path}.${key}`, 'must be a string');
  return map as Record<string, string>;
}

function optionalRecord(value: unknown, path: string): Record<string, unknown> | undefined {
  return value === undefined || value === null ? undefined : object(value, path);
}

function list(value: unknown, path: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw fail(path, 'must be an array');
  if (value.length > PUSH_LIMIT) throw fail(path, `at most ${PUSH_LIMIT} entries in one push`);
  return value;
}

function ref(value: unknown, path: string): ConfigRef {
  const body = object(value, path);
  return { type: text(body.type, `${path}.type`), externalId: text(body.externalId, `${path}.externalId`) };
}

function item(value: unknown, path: string): ScrapedItem {
  const body = object(value, path);
  const type = text(body.type, `${path}.type`);
  if (!Array.isArray(body.externalId) || body.externalId.length === 0) throw fail(`${path}.externalId`, 'must be a non-empty array of strings');
  const externalId = body.externalId.map((id, index) => text(id, `${path}.externalId[${index}]`));
  const health = optionalText(body.health, `${path}.health`);
  if (health !== undefined && !HEALTHS.includes(health)) throw fail(`${path}.health`, `must be one of ${HEALTHS.join(', ')}`);
  if (body.properties !== undefined && body.properties !== null && !Array.isArray(body.properties)) throw fail(`${path}.properties`, 'must be an array');
  const cost = optionalRecord(body.cost, `${path}.cost`);
  return {
    type,
    externalId,
    name: text(body.name, `${path}.name`),
    configClass: optionalText(body.configClass, `${path}.configClass`) ?? type.split('::').pop() ?? type,
    config: body.config ?? null,
    description: optionalText(body.description, `${path}.description`),
    labels: optionalStringMap(body.labels, `${path}.labels`),
    tags: optionalStringMap(body.tags, `${path}.tags`),
    properties: (body.properties as ScrapedItem['properties']) ?? undefined,
    status: optionalText(body.status, `${path}.status`),
    health: health as ConfigHealth | undefined,
    ready: typeof body.ready === 'boolean' ? body.ready : undefined,
    icon: optionalText(body.icon, `${path}.icon`),
    parent: body.parent === undefined || body.parent === null ? undefined : ref(body.parent, `${path}.parent`),
    createdAt: optionalDate(body.createdAt, `${path}.createdAt`),
    deletedAt: optionalDate(body.deletedAt, `${path}.deletedAt`),
    deleteReason: optionalText(body.deleteReason, `${path}.deleteReason`),
    cost: cost && costOf(cost, `${path}.cost`),
  };
}

function costOf(cost: Json, path: string): ConfigCost {
  return {
    perMinute: optionalNumber(cost.perMinute, `${path}.perMinute`),
    total1d: optionalNumber(cost.total1d, `${path}.total1d`),
    total7d: optionalNumber(cost.total7d, `${path}.total7d`),
    total30d: optionalNumber(cost.total30d, `${path}.total30d`),
  };
}

function change(value: unknown, path: string): ScrapedChange {
  const body = object(value, path);
  return {
    config: ref(body.config, `${path}.config`),
    externalChangeId: optionalText(body.externalChangeId, `${path}.externalChangeId`),
    changeType: text(body.changeType, `${path}.changeType`),
    severity: optionalText(body.severity, `${path}.severity`),
    source: optionalText(body.source, `${path}.source`),
    summary: optionalText(body.summary, `${path}.summary`),
    details: optionalRecord(body.details, `${path}.details`),
    createdAt: optionalDate(body.createdAt, `${path}.createdAt`),
    externalCreatedBy: optionalText(body.externalCreatedBy, `${path}.externalCreatedBy`),
  };
}

function analysis(value: unknown, path: string): ScrapedAnalysis {
  const body = object(value, path);
  const analysisType = text(body.analysisType, `${path}.analysisType`);
  if (!ANALYSIS_TYPES.includes(analysisType)) throw fail(`${path}.analysisType`, `must be one of ${ANALYSIS_TYPES.join(', ')}`);
  return {
    config: ref(body.config, `${path}.config`),
    analyzer: text(body.analyzer, `${path}.analyzer`),
    analysisType,
    severity: text(body.severity, `${path}.severity`),
    summary: optionalText(body.summary, `${path}.summary`),
    message: optionalText(body.message, `${path}.message`),
    analysis: optionalRecord(body.analysis, `${path}.analysis`),
    source: optionalText(body.source, `${path}.source`),
  };
}

function relationship(value: unknown, path: string): ScrapedRelationship {
  const body = object(value, path);
  const relation = text(body.relation, `${path}.relation`);
  if (relation === 'hard') throw fail(`${path}.relation`, "must not be 'hard' (parents are given by an item's parent)");
  return { from: ref(body.from, `${path}.from`), to: ref(body.to, `${path}.to`), relation };
}

const records = (what: string) => z.array(z.looseObject({})).max(PUSH_LIMIT).nullish().describe(`${what}, at most ${PUSH_LIMIT} in one push`);

/**
 * The envelope of POST /api/config/push (a ScrapeResult), refused at the edge; each record is read
 * and checked by `parsePushBody`.
 */
export const pushRequestBody = z.object({
  items: records('Catalog items'),
  changes: records('Changes of items'),
  analysis: records('Findings on items'),
  relationships: records('Relationships between items'),
  errors: z.array(z.string()).max(PUSH_LIMIT).nullish().describe('Errors the pusher met, recorded with the run'),
});

/** A pushed body in the ScrapeResult shape (dates as ISO text); a bad field is a 400 that names it. */
export function parsePushBody(value: unknown): ScrapeResult {
  const body = object(value, 'body');
  const result: ScrapeResult = {
    items: list(body.items, 'items').map((entry, index) => item(entry, `items[${index}]`)),
    changes: list(body.changes, 'changes').map((entry, index) => change(entry, `changes[${index}]`)),
    analysis: list(body.analysis, 'analysis').map((entry, index) => analysis(entry, `analysis[${index}]`)),
    relationships: list(body.relationships, 'relationships').map((entry, index) => relationship(entry, `relationships[${index}]`)),
    errors: list(body.errors, 'errors').map((entry, index) => text(entry, `errors[${index}]`)),
  };
  if (result.items.length + result.changes.length + result.analysis.length + result.relationships.length === 0) {
    throw fail('body', 'must hold at least one of items, changes, analysis or relationships');
  }
  return result;
}
