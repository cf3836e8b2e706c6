import type { Db } from '../../apps/server/src/db/db.ts';
import type { SessionHeaders } from '../../e2e/support/api-session.ts';
import { LARGE_TYPE, SEARCH_TEXT } from './catalog-seed.ts';

/** What one call answered: rows in the answer, the total it reports (when it has one) and its size. */
export interface Answer {
  rows: number;
  total?: number;
  bytes?: number;
}

/** One catalog read as the web app makes it, and the hand-written SQL that answers the same. */
export interface Scenario {
  name: string;
  endpoint: () => Promise<Answer>;
  sql: () => Promise<Answer>;
}

export interface ScenarioInputs {
  baseUrl: string;
  session: SessionHeaders;
  db: Db;
  /** The item whose relationships and recursive changes are read (mid-chain, with busy neighbours). */
  rootId: string;
  /** The changes window, resolved once as the web app resolves "Last 2 days" (its default). */
  from: string;
  to: string;
  /** The start of a wider window a user may pick, "Last 30 days": every seeded change. */
  monthFrom: string;
}

/** The columns the catalog list asks for (apps/web get-configs.ts). */
const LIST_COLUMNS =
  'id,type,config_class,status,health,labels,name,tags,created_at,updated_at,deleted_at,cost_per_minute,cost_total_1d,cost_total_7d,cost_total_30d,changes,analysis';
const PAGE_SIZE = 100;
const CHANGES_PAGE_SIZE = 200;
const RELATED_DEPTH = 10;

async function call(url: string, init: RequestInit): Promise<{ body: unknown; bytes: number; headers: Headers }> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return { body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text), headers: response.headers };
}

/** A page of the data API with `count=exact`, as the list asks for it; the total is in Content-Range. */
async function dataApiPage(inputs: ScenarioInputs, path: string, query: URLSearchParams): Promise<Answer> {
  const { body, bytes, headers } = await call(`${inputs.baseUrl}/api/db${path}?${query.toString()}`, {
    headers: { ...inputs.session, Accept: 'application/json', Prefer: 'return=representation, count=exact' },
  });
  const total = Number(/\/(\d+)$/.exec(headers.get('content-range') ?? '')?.[1] ?? Number.NaN);
  return { rows: (body as unknown[]).length, total, bytes };
}

async function postJson(inputs: ScenarioInputs, path: string, payload: unknown): Promise<{ body: unknown; bytes: number }> {
  return call(`${inputs.baseUrl}${path}`, {
    method: 'POST',
    headers: { ...inputs.session, Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

/** The web app's default summary: grouped by class and type, 30-day windows, deleted items hidden. */
export const SUMMARY_BODY = {
  groupBy: ['config_class', 'type'],
  tags: [],
  filter: {},
  changes: { since: '30d' },
  analysis: { since: '30d' },
  cost: '30d',
  deleted: false,
};

const SUMMARY_SQL = `
WITH items AS (
  SELECT id, config_class, type, health, cost_total_30d FROM config_items WHERE deleted_at IS NULL
), recent_changes AS (
  SELECT c.config_id, count(*) AS n FROM config_changes c
  WHERE c.created_at > now() - interval '30 days' GROUP BY c.config_id
), open_analysis AS (
  SELECT config_class, type, jsonb_object_agg(analysis_type, n) AS analysis FROM (
    SELECT i.config_class, i.type, coalesce(a.analysis_type, 'other') AS analysis_type, count(*)::int AS n
    FROM config_analysis a JOIN items i ON i.id = a.config_id
    WHERE a.status = 'open' AND coalesce(a.last_observed, a.first_observed) > now() - interval '30 days'
    GROUP BY 1, 2, 3
  ) per_type GROUP BY config_class, type
)
SELECT i.config_class, i.type, count(*)::int AS count,
  count(*) FILTER (WHERE i.health = 'healthy')::int AS healthy,
  count(*) FILTER (WHERE i.health = 'unhealthy')::int AS unhealthy,
  count(*) FILTER (WHERE i.health = 'warning')::int AS warning,
  count(*) FILTER (WHERE i.health IS NULL OR i.health NOT IN ('healthy', 'unhealthy', 'warning'))::int AS unknown,
  coalesce(sum(rc.n), 0)::int AS changes, sum(i.cost_total_30d)::float8 AS cost,
  coalesce(min(oa.analysis::text)::jsonb, '{}') AS analysis
FROM items i
LEFT JOIN recent_changes rc ON rc.config_id = i.id
LEFT JOIN open_analysis oa ON oa.config_class = i.config_class AND oa.type = i.type
GROUP BY i.config_class, i.type
ORDER BY i.config_class, i.type`;

const SEARCH_CONDITION = `(name ILIKE $1 OR type ILIKE $1 OR description ILIKE $1 OR namespace ILIKE $1)`;

/** A list page and its exact count in one statement, as the data API answers it. */
const listSql = (where: string, offset = 0) => `
SELECT (SELECT count(*) FROM configs WHERE ${where})::int AS total, page.*
FROM (SELECT ${LIST_COLUMNS} FROM configs WHERE ${where} ORDER BY type ASC, name ASC LIMIT ${PAGE_SIZE} OFFSET ${offset}) AS page`;
const TYPE_CONDITION = 'type = $1 AND deleted_at IS NULL';
/** The last page of the large type, where a user scrolling to the end of the list arrives. */
const LAST_PAGE_OFFSET = 9_900;

const CHANGE_COLUMNS = `c.id, c.config_id, i.name, i.type, i.config_class, c.change_type, c.severity, c.source, c.summary,
  c.tags, c.created_by, c.external_created_by, c.created_at, c.first_observed, c.count`;

/** Changes of deleted items are left out by probing the (few) deleted ones, not by joining every item. */
const NOT_OF_DELETED = 'NOT EXISTS (SELECT 1 FROM config_items d WHERE d.id = c.config_id AND d.deleted_at IS NOT NULL)';

/** Every change of the window whose item is not deleted: newest page and counts per change type. */
const CHANGES_PAGE_SQL = `
SELECT ${CHANGE_COLUMNS}
FROM config_changes c JOIN config_items i ON i.id = c.config_id
WHERE ${NOT_OF_DELETED} AND c.created_at >= $1 AND c.created_at <= $2
ORDER BY c.created_at DESC, c.id DESC LIMIT ${CHANGES_PAGE_SIZE}`;
const CHANGES_COUNT_SQL = `
SELECT c.change_type, count(*)::int AS n
FROM config_changes c
WHERE ${NOT_OF_DELETED} AND c.created_at >= $1 AND c.created_at <= $2
GROUP BY c.change_type`;

/** The item and those around it (5 levels both ways) first, then their changes from the per-item index. */
const RELATED_SCOPE = `
WITH scope AS (
  SELECT $3::uuid AS id
  UNION SELECT r.id FROM related_configs_recursive($3::uuid, 'all', false, 5) r
)`;
const RECURSIVE_PAGE_SQL = `${RELATED_SCOPE}
SELECT ${CHANGE_COLUMNS}
FROM scope s JOIN config_changes c ON c.config_id = s.id JOIN config_items i ON i.id = c.config_id
WHERE (c.config_id = $3::uuid OR ${NOT_OF_DELETED}) AND c.created_at >= $1 AND c.created_at <= $2
ORDER BY c.created_at DESC, c.id DESC LIMIT ${CHANGES_PAGE_SIZE}`;
const RECURSIVE_COUNT_SQL = `${RELATED_SCOPE}
SELECT c.change_type, count(*)::int AS n
FROM scope s JOIN config_changes c ON c.config_id = s.id
WHERE (c.config_id = $3::uuid OR ${NOT_OF_DELETED}) AND c.created_at >= $1 AND c.created_at <= $2
GROUP BY c.change_type`;

/** The web app's changes requests: the global list's first page, and one item's with recursion both ways. */
export function changesBodies(inputs: ScenarioInputs) {
  const latest = { page: 1, page_size: CHANGES_PAGE_SIZE, sort_by: '-created_at', include_deleted_configs: false, from: inputs.from, to: inputs.to };
  const recursive = { ...latest, id: inputs.rootId, recursive: 'all', depth: 5 };
  return { latest, recursive, recursiveMonth: { ...recursive, from: inputs.monthFrom } };
}

const RELATED_SQL = 'SELECT * FROM related_configs_recursive($1::uuid, max_depth => $2::int)';

function listQuery(filters: [string, string][], offset = 0): URLSearchParams {
  const query = new URLSearchParams([['select', LIST_COLUMNS], ...filters, ['deleted_at', 'is.null']]);
  query.append('order', 'type.asc,name.asc');
  query.append('limit', String(PAGE_SIZE));
  query.append('offset', String(offset));
  return query;
}

/** The page and the per-type counts together, as the changes endpoint runs them. */
async function changesBySql(db: Db, pageSql: string, countSql: string, params: unknown[]): Promise<Answer> {
  const [page, counts] = await Promise.all([db.query(pageSql, params), db.query<{ n: number }>(countSql, params)]);
  return { rows: page.rowCount, total: counts.rows.reduce((sum, row) => sum + row.n, 0) };
}

async function changesByEndpoint(inputs: ScenarioInputs, payload: Record<string, unknown>): Promise<Answer> {
  const { body, bytes } = await postJson(inputs, '/api/catalog/changes', payload);
  const page = body as { changes: unknown[]; total: number };
  return { rows: page.changes.length, total: page.total, bytes };
}

export function catalogScenarios(inputs: ScenarioInputs): Scenario[] {
  const { db, rootId, from, to, monthFrom } = inputs;
  const pattern = `%${SEARCH_TEXT}%`;
  const bodies = changesBodies(inputs);
  return [
    {
      name: 'summary (group by class, type)',
      endpoint: async () => {
        const { body, bytes } = await postJson(inputs, '/api/catalog/summary', SUMMARY_BODY);
        return { rows: (body as unknown[]).length, bytes };
      },
      sql: async () => ({ rows: (await db.query(SUMMARY_SQL)).rowCount }),
    },
    {
      name: `list page (type ${LARGE_TYPE})`,
      endpoint: () => dataApiPage(inputs, '/configs', listQuery([['type', `eq.${LARGE_TYPE}`]])),
      sql: async () => {
        const { rows } = await db.query<{ total: number }>(listSql(TYPE_CONDITION), [LARGE_TYPE]);
        return { rows: rows.length, total: rows[0]?.total };
      },
    },
    {
      name: `list page at offset ${LAST_PAGE_OFFSET} (type ${LARGE_TYPE})`,
      endpoint: () => dataApiPage(inputs, '/configs', listQuery([['type', `eq.${LARGE_TYPE}`]], LAST_PAGE_OFFSET)),
      sql: async () => {
        const { rows } = await db.query<{ total: number }>(listSql(TYPE_CONDITION, LAST_PAGE_OFFSET), [LARGE_TYPE]);
        return { rows: rows.length, total: rows[0]?.total };
      },
    },
    {
      name: `search "${SEARCH_TEXT}"`,
      endpoint: () => {
        const query = listQuery([]);
        const like = `"*${SEARCH_TEXT}*"`;
        query.append('or', `(${['name', 'type', 'description', 'namespace'].map((c) => `${c}.ilike.${like}`).join(',')})`);
        return dataApiPage(inputs, '/configs', query);
      },
      sql: async () => {
        const { rows } = await db.query<{ total: number }>(listSql(`${SEARCH_CONDITION} AND deleted_at IS NULL`), [pattern]);
        return { rows: rows.length, total: rows[0]?.total };
      },
    },
    {
      name: 'changes page (last 2 days)',
      endpoint: () => changesByEndpoint(inputs, bodies.latest),
      sql: () => changesBySql(db, CHANGES_PAGE_SQL, CHANGES_COUNT_SQL, [from, to]),
    },
    {
      name: 'changes of an item, recursive (all, depth 5, 2 days)',
      endpoint: () => changesByEndpoint(inputs, bodies.recursive),
      sql: () => changesBySql(db, RECURSIVE_PAGE_SQL, RECURSIVE_COUNT_SQL, [from, to, rootId]),
    },
    {
      name: 'changes of an item, recursive (all, depth 5, 30 days)',
      endpoint: () => changesByEndpoint(inputs, bodies.recursiveMonth),
      sql: () => changesBySql(db, RECURSIVE_PAGE_SQL, RECURSIVE_COUNT_SQL, [monthFrom, to, rootId]),
    },
    {
      name: `related_configs_recursive (depth ${RELATED_DEPTH})`,
      endpoint: async () => {
        const query = new URLSearchParams({ config_id: rootId, max_depth: String(RELATED_DEPTH) });
        const { body, bytes } = await call(`${inputs.baseUrl}/api/db/rpc/related_configs_recursive?${query.toString()}`, {
          headers: { ...inputs.session, Accept: 'application/json' },
        });
        return { rows: (body as unknown[]).length, bytes };
      },
      sql: async () => ({ rows: (await db.query(RELATED_SQL, [rootId, RELATED_DEPTH])).rowCount }),
    },
  ];
}

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The statements of each scenario's baseline, for EXPLAIN. */
export function baselineStatements(inputs: ScenarioInputs): Record<string, Statement> {
  const window = [inputs.from, inputs.to];
  const recursive = [...window, inputs.rootId];
  return {
    summary: { sql: SUMMARY_SQL, params: [] },
    list: { sql: listSql(TYPE_CONDITION), params: [LARGE_TYPE] },
    lastListPage: { sql: listSql(TYPE_CONDITION, LAST_PAGE_OFFSET), params: [LARGE_TYPE] },
    search: { sql: listSql(`${SEARCH_CONDITION} AND deleted_at IS NULL`), params: [`%${SEARCH_TEXT}%`] },
    changesPage: { sql: CHANGES_PAGE_SQL, params: window },
    changesCount: { sql: CHANGES_COUNT_SQL, params: window },
    recursivePage: { sql: RECURSIVE_PAGE_SQL, params: recursive },
    recursiveCount: { sql: RECURSIVE_COUNT_SQL, params: recursive },
    recursiveMonthCount: { sql: RECURSIVE_COUNT_SQL, params: [inputs.monthFrom, inputs.to, inputs.rootId] },
    related: { sql: RELATED_SQL, params: [inputs.rootId, RELATED_DEPTH] },
  };
}
