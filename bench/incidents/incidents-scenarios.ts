import type { Queryable } from '../../apps/server/src/db/db.ts';
import type { SessionHeaders } from '../../e2e/support/api-session.ts';
import { incidentListQuery, readIncidentFilters } from '../../apps/web/src/features/incidents/utils/incident-list-filters.ts';
import { SEARCH_TEXT } from './incidents-seed.ts';

/** What one call answered: rows in the answer and the total it reports, when it has one. */
export interface Answer {
  rows: number;
  total?: number;
}

/** One read of the web app: its data-API path and query, and hand-written SQL for the same answer. */
export interface IncidentScenario {
  name: string;
  /** Path and query under /api/db, exactly as the web app sends it. */
  request: string;
  /** Whether the web app asks for `count=exact` (the list does). */
  counted: boolean;
  sql: string;
  params: unknown[];
}

const PAGE_SIZE = 50;

/** The list's query for an address of /incidents, built by the web app's own code. */
function listRequest(address: string, pageIndex = 0): string {
  const filters = readIncidentFilters(new URLSearchParams(address));
  return `/incidents?${incidentListQuery(filters, pageIndex, PAGE_SIZE).toString()}`;
}

const PERSON_JSON = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'avatar', ${alias}.avatar) END`;

/** The list's embed: live responders with their person or team. */
const LIST_RESPONDERS = `coalesce((
  SELECT json_agg(json_build_object('id', r.id, 'type', r.type, 'person', ${PERSON_JSON('p')},
    'team', CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'name', t.name, 'icon', t.icon) END))
  FROM responders r LEFT JOIN people p ON p.id = r.person_id LEFT JOIN teams t ON t.id = r.team_id
  WHERE r.incident_id = i.id AND r.deleted_at IS NULL), '[]'::json) AS responders`;

/** A page of the list and its exact count in one statement, newest first; only the page's rows get their responders. */
const listSql = (where: string, offset = 0) => `
SELECT (SELECT count(*) FROM incidents i WHERE ${where})::int AS total, i.*, ${LIST_RESPONDERS}
FROM (
  SELECT i.id, i.incident_id, i.title, i.type, i.severity, i.status, i.created_at, i.created_by
  FROM incidents i WHERE ${where}
  ORDER BY i.created_at DESC, i.id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset}
) AS i
ORDER BY i.created_at DESC, i.id DESC`;

/** get-incident.ts: the incident with creator, commander, responders and the hypothesis tree. */
const DETAIL_REQUEST = (id: string) =>
  `/incidents?${new URLSearchParams({
    select: [
      '*',
      'creator:created_by(id,name,avatar)',
      'commander:commander_id(id,name,avatar)',
      'responders(id,type,person:person_id(id,name,avatar),team:team_id(id,name,icon))',
      'hypotheses(id,title,type,status,parent_id,created_at,evidences(id,type,description,created_at,definition_of_done),comments(id,comment,created_at,author:created_by(id,name,avatar)))',
    ].join(','),
    id: `eq.${id}`,
    deleted_at: 'is.null',
    'responders.deleted_at': 'is.null',
  }).toString()}`;

const DETAIL_SQL = `
SELECT i.*,
  (SELECT ${PERSON_JSON('p')} FROM people p WHERE p.id = i.created_by) AS creator,
  (SELECT ${PERSON_JSON('p')} FROM people p WHERE p.id = i.commander_id) AS commander,
  ${LIST_RESPONDERS},
  coalesce((
    SELECT json_agg(json_build_object('id', h.id, 'title', h.title, 'type', h.type, 'status', h.status, 'parent_id', h.parent_id,
      'created_at', h.created_at,
      'evidences', coalesce((SELECT json_agg(json_build_object('id', e.id, 'type', e.type, 'description', e.description,
        'created_at', e.created_at, 'definition_of_done', e.definition_of_done)) FROM evidences e WHERE e.hypothesis_id = h.id), '[]'::json),
      'comments', coalesce((SELECT json_agg(json_build_object('id', c.id, 'comment', c.comment, 'created_at', c.created_at,
        'author', (SELECT ${PERSON_JSON('p')} FROM people p WHERE p.id = c.created_by)))
        FROM comments c WHERE c.hypothesis_id = h.id), '[]'::json)))
    FROM hypotheses h WHERE h.incident_id = i.id), '[]'::json) AS hypotheses
FROM incidents i WHERE i.id = $1 AND i.deleted_at IS NULL`;

/** get-incident-history.ts: the changelog, newest first, with what each row is about. */
const HISTORY_REQUEST = (id: string) =>
  `/incident_histories?${new URLSearchParams({
    select: [
      'id,type,description,created_at',
      'created_by:created_by(id,name,avatar)',
      'evidence:evidence_id(id,type,description)',
      'hypothesis:hypothesis_id(id,title,type)',
      'responder:responder_id(id,type,person:person_id(id,name,avatar),team:team_id(id,name))',
      'comment:comment_id(id,comment)',
    ].join(','),
    incident_id: `eq.${id}`,
    order: 'created_at.desc',
  }).toString()}`;

const HISTORY_SQL = `
SELECT h.id, h.type, h.description, h.created_at,
  ${PERSON_JSON('p')} AS created_by,
  CASE WHEN e.id IS NULL THEN NULL ELSE json_build_object('id', e.id, 'type', e.type, 'description', e.description) END AS evidence,
  CASE WHEN y.id IS NULL THEN NULL ELSE json_build_object('id', y.id, 'title', y.title, 'type', y.type) END AS hypothesis,
  CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object('id', r.id, 'type', r.type, 'person', ${PERSON_JSON('rp')},
    'team', CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'name', t.name) END) END AS responder,
  CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'comment', c.comment) END AS comment
FROM incident_histories h
LEFT JOIN people p ON p.id = h.created_by
LEFT JOIN evidences e ON e.id = h.evidence_id
LEFT JOIN hypotheses y ON y.id = h.hypothesis_id
LEFT JOIN responders r ON r.id = h.responder_id
LEFT JOIN people rp ON rp.id = r.person_id
LEFT JOIN teams t ON t.id = r.team_id
LEFT JOIN comments c ON c.id = h.comment_id
WHERE h.incident_id = $1
ORDER BY h.created_at DESC`;

/** get-incident-evidences.ts: every evidence with its definition-of-done fields, through the hypotheses. */
const EVIDENCES_REQUEST = (id: string) =>
  `/hypotheses?${new URLSearchParams({
    select: 'id,type,evidences(id,hypothesis_id,type,description,definition_of_done,done,script,script_result,created_at)',
    incident_id: `eq.${id}`,
    order: 'created_at.asc',
  }).toString()}`;

const EVIDENCES_SQL = `
SELECT h.id, h.type, coalesce((
  SELECT json_agg(json_build_object('id', e.id, 'hypothesis_id', e.hypothesis_id, 'type', e.type, 'description', e.description,
    'definition_of_done', e.definition_of_done, 'done', e.done, 'script', e.script, 'script_result', e.script_result, 'created_at', e.created_at))
  FROM evidences e WHERE e.hypothesis_id = h.id), '[]'::json) AS evidences
FROM hypotheses h WHERE h.incident_id = $1
ORDER BY h.created_at ASC`;

/** get-responders.ts: live responders, oldest first, with team (and its spec) and person. */
const RESPONDERS_REQUEST = (id: string) =>
  `/responders?${new URLSearchParams({
    incident_id: `eq.${id}`,
    select: '*,team:team_id(id,name,icon,spec),person:person_id(id,name,avatar)',
    deleted_at: 'is.null',
    order: 'created_at.asc',
  }).toString()}`;

const RESPONDERS_SQL = `
SELECT r.*,
  CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'name', t.name, 'icon', t.icon, 'spec', t.spec) END AS team,
  ${PERSON_JSON('p')} AS person
FROM responders r LEFT JOIN teams t ON t.id = r.team_id LEFT JOIN people p ON p.id = r.person_id
WHERE r.incident_id = $1 AND r.deleted_at IS NULL
ORDER BY r.created_at ASC`;

/** The list pages (10,000 incidents) and the big incident's four reads. */
export function incidentScenarios(bigIncidentId: string): IncidentScenario[] {
  const live = 'i.deleted_at IS NULL';
  return [
    { name: 'list: default (status=open), page 1', request: listRequest(''), counted: true, sql: listSql(`${live} AND i.status = $1`), params: ['open'] },
    {
      name: 'list: all statuses, critical availability',
      request: listRequest('status=all&severity=critical&type=availability'),
      counted: true,
      sql: listSql(`${live} AND i.type = $1 AND i.severity = $2`),
      params: ['availability', 'critical'],
    },
    {
      name: `list: open, title search "${SEARCH_TEXT}"`,
      request: listRequest(`search=${SEARCH_TEXT}`),
      counted: true,
      sql: listSql(`${live} AND i.status = $1 AND i.title ILIKE $2`),
      params: ['open', `%${SEARCH_TEXT}%`],
    },
    { name: 'list: all statuses, page 101 (offset 5,000)', request: listRequest('status=all', 100), counted: true, sql: listSql(live, 5_000), params: [] },
    { name: 'incident: detail with hypotheses and evidence', request: DETAIL_REQUEST(bigIncidentId), counted: false, sql: DETAIL_SQL, params: [bigIncidentId] },
    { name: 'incident: changelog (1,000 rows)', request: HISTORY_REQUEST(bigIncidentId), counted: false, sql: HISTORY_SQL, params: [bigIncidentId] },
    { name: 'incident: definition of done (200 evidences)', request: EVIDENCES_REQUEST(bigIncidentId), counted: false, sql: EVIDENCES_SQL, params: [bigIncidentId] },
    { name: 'incident: responders', request: RESPONDERS_REQUEST(bigIncidentId), counted: false, sql: RESPONDERS_SQL, params: [bigIncidentId] },
  ];
}

/** Calls the data API as the web app does; the total of a counted call is in Content-Range. */
export async function callDataApi(baseUrl: string, session: SessionHeaders, scenario: IncidentScenario): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/db${scenario.request}`, {
    headers: { ...session, Accept: 'application/json', Prefer: scenario.counted ? 'return=representation, count=exact' : 'return=representation' },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET /api/db${scenario.request} answered ${response.status}: ${text.slice(0, 500)}`);
  const rows = (JSON.parse(text) as unknown[]).length;
  if (!scenario.counted) return { rows };
  return { rows, total: Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? Number.NaN) };
}

/** Runs the scenario's SQL on the database directly. */
export async function callSql(db: Queryable, scenario: IncidentScenario): Promise<Answer> {
  const { rows } = await db.query<{ total?: number }>(scenario.sql, scenario.params);
  return scenario.counted ? { rows: rows.length, total: rows[0]?.total ?? 0 } : { rows: rows.length };
}
