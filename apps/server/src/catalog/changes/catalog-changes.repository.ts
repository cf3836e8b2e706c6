import type { Queryable } from '#src/db/db.ts';
import { StatementParams } from '../statement-params.ts';
import type { ChangesRequest, SortColumn, ValueList } from './changes-request.ts';

export interface CatalogChangeRow {
  id: string;
  config_id: string;
  name: string | null;
  type: string;
  config_class: string;
  config: { id: string; name: string | null; type: string; config_class: string; deleted_at: string | null };
  change_type: string;
  severity: string | null;
  source: string | null;
  summary: string | null;
  tags: Record<string, string> | null;
  created_by: string | null;
  external_created_by: string | null;
  created_at: Date;
  first_observed: Date | null;
  count: number;
}

export interface CatalogChangesPage {
  /** Changes per change type over every matching change, not just the page. */
  summary: Record<string, number>;
  total: number;
  changes: CatalogChangeRow[];
}

/** Sort ids as the web app names them, each a column of the catalog_changes view. */
const SORT_SQL: Record<SortColumn, string> = {
  created_at: 'cc.created_at',
  name: 'cc.name',
  type: 'cc.type',
  config_class: 'cc.config_class',
  change_type: 'cc.change_type',
  severity: 'cc.severity',
  source: 'cc.source',
  count: 'cc.count',
  created_by: 'coalesce(cc.created_by::text, cc.external_created_by)',
  summary: 'cc.summary',
  first_observed: 'cc.first_observed',
};

const PAGE_COLUMNS = `cc.id, cc.config_id, cc.name, cc.type, cc.config_class, cc.config, cc.agent_id, cc.external_change_id,
  cc.change_type, cc.severity, cc.source, cc.summary, cc.tags, cc.created_by, cc.external_created_by, cc.created_at,
  cc.first_observed, cc.count`;

function listClauses(column: string, list: ValueList, params: StatementParams): string[] {
  const clauses: string[] = [];
  if (list.include.length > 0) clauses.push(`${column} = ANY(${params.add(list.include)}::text[])`);
  if (list.exclude.length > 0) clauses.push(`coalesce(${column} <> ALL(${params.add(list.exclude)}::text[]), true)`);
  return clauses;
}

/*
 * Every clause reads columns that config_changes and the catalog_changes view share, and reaches
 * the item only through config_id: the count runs on the table alone and only probes the
 * (few) deleted items, while the page walks the created_at index and stops at its limit.
 */
function itemClause(test: string, negate: boolean): string {
  return `${negate ? 'NOT ' : ''}EXISTS (SELECT 1 FROM config_items i WHERE i.id = cc.config_id AND ${test})`;
}

function scopeClauses(request: ChangesRequest, params: StatementParams): string[] {
  const hideDeleted = itemClause('i.deleted_at IS NOT NULL', true);
  if (request.configId === undefined) return request.includeDeletedConfigs ? [] : [hideDeleted];
  const root = params.add(request.configId);
  // The config asked for is always shown; the deleted filter applies to the configs around it.
  const deleted = request.includeDeletedConfigs ? [] : [`(cc.config_id = ${root}::uuid OR ${hideDeleted})`];
  if (request.recursive === undefined) return [`cc.config_id = ${root}::uuid`, ...deleted];
  const relations = params.add(request.soft ? 'both' : 'hard');
  const related = `SELECT r.id FROM related_configs_recursive(${root}::uuid, ${params.add(request.recursive)}::text, ${params.add(request.includeDeletedConfigs)}::boolean, ${params.add(request.depth)}::integer, ${relations}::text, ${relations}::text) r`;
  // One array of ids, so the (config_id, created_at) index is used for each of them; an OR with an
  // IN subquery made PostgreSQL read every change in the window and filter.
  return [`cc.config_id = ANY(ARRAY(SELECT ${root}::uuid UNION ${related}))`, ...deleted];
}

function typeClauses(list: ValueList, params: StatementParams): string[] {
  const clauses: string[] = [];
  if (list.include.length > 0) clauses.push(itemClause(`i.type = ANY(${params.add(list.include)}::text[])`, false));
  if (list.exclude.length > 0) clauses.push(itemClause(`i.type = ANY(${params.add(list.exclude)}::text[])`, true));
  return clauses;
}

function whereClause(request: ChangesRequest, params: StatementParams): string {
  const clauses = [
    ...scopeClauses(request, params),
    ...typeClauses(request.configTypes, params),
    ...listClauses('cc.change_type', request.changeTypes, params),
    ...listClauses('cc.severity', request.severities, params),
  ];
  if (request.createdBy !== undefined) {
    const who = params.add(request.createdBy);
    clauses.push(`(cc.created_by::text = ${who}::text OR cc.external_created_by = ${who}::text)`);
  }
  if (request.from) clauses.push(`cc.created_at >= ${params.add(request.from)}::timestamptz`);
  if (request.to) clauses.push(`cc.created_at <= ${params.add(request.to)}::timestamptz`);
  for (const tag of request.tags) {
    const test = `cc.tags ->> ${params.add(tag.key)}::text = ${params.add(tag.value)}::text`;
    clauses.push(tag.exclude ? `NOT coalesce(${test}, false)` : test);
  }
  for (const [column, value] of Object.entries(request.exact)) {
    // Column names come from the parser's fixed list of filters.
    clauses.push(`cc.${column}::text = ${params.add(value)}::text`);
  }
  return clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
}

/** Reads pages of changes with their config's identity: one page at a time, never all of them. */
export class CatalogChangesRepository {
  constructor(private readonly db: Queryable) {}

  async page(request: ChangesRequest): Promise<CatalogChangesPage> {
    const pageParams = new StatementParams();
    const pageWhere = whereClause(request, pageParams);
    const direction = request.sortDesc ? 'DESC' : 'ASC';
    // created_at and id are never null: without NULLS LAST the (created_at, id) index gives the order.
    const order =
      request.sortBy === 'created_at'
        ? `ORDER BY cc.created_at ${direction}, cc.id ${direction}`
        : `ORDER BY ${SORT_SQL[request.sortBy]} ${direction} NULLS LAST, cc.created_at DESC, cc.id DESC`;
    const limit = pageParams.add(request.pageSize);
    const offset = pageParams.add((request.page - 1) * request.pageSize);
    const pageSql = `SELECT ${PAGE_COLUMNS} FROM catalog_changes cc ${pageWhere} ${order} LIMIT ${limit}::integer OFFSET ${offset}::integer`;

    const countParams = new StatementParams();
    const countSql = `SELECT cc.change_type, count(*)::integer AS n FROM config_changes cc ${whereClause(request, countParams)} GROUP BY cc.change_type`;

    const [changes, counts] = await Promise.all([
      this.db.query<CatalogChangeRow>(pageSql, pageParams.values),
      this.db.query<{ change_type: string; n: number }>(countSql, countParams.values),
    ]);
    const summary = Object.fromEntries(counts.rows.map((row) => [row.change_type, row.n]));
    const total = counts.rows.reduce((sum, row) => sum + row.n, 0);
    return { summary, total, changes: changes.rows };
  }
}
