import { createHash } from 'node:crypto';
import type { Db } from '../../apps/server/src/db/db.ts';

export const INCIDENT_COUNT = 10_000;
export const BIG_EVIDENCES = 200;
export const BIG_HISTORY_ROWS = 1_000;
/** Factor hypotheses under the big incident's root, so its evidence is spread over a tree. */
const BIG_FACTORS = 9;
const PEOPLE = 20;
const TEAMS = 4;

/** A word in 1 in 25 incident titles, for the title search. */
export const SEARCH_TEXT = 'checkout';
/** A title word no incident has: the empty list the browser timings are compared with. */
export const NO_MATCH_TEXT = 'no-such-incident-anywhere';
/** Incident 1 (the newest, open) carries the evidence and history; incident 2 is a plain one beside it. */
export const BIG_INCIDENT = 1;
export const PLAIN_INCIDENT = 2;

const APPS = ['checkout', 'payments', 'catalog', 'search', 'billing', 'auth', 'orders', 'cart', 'inventory', 'shipping',
  'ledger', 'reports', 'gateway', 'profile', 'pricing', 'reviews', 'notify', 'media', 'export', 'import',
  'audit', 'quota', 'tenant', 'ingest', 'metrics'];
const PROBLEMS = ['latency above SLO', 'error rate spike', 'pods crash looping', 'certificate expiring', 'cost over budget',
  'queue backlog growing', 'replica lag', 'disk nearly full'];

/** Ids derived from the row's number, so rows can name each other without lookups. */
const idSql = (kind: string, g: string) => `md5('bench-${kind}-' || (${g}))::uuid`;

export function benchIncidentId(g: number): string {
  const hex = createHash('md5').update(`bench-incident-${g}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const textArray = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;

const PEOPLE_SQL = `
INSERT INTO people (id, name, email, avatar)
SELECT ${idSql('person', 'p')}, 'Responder ' || p, 'responder-' || p || '@bench.test', NULL
FROM generate_series(1, ${PEOPLE}) AS p`;

const TEAMS_SQL = `
INSERT INTO teams (id, name, icon, spec)
SELECT ${idSql('team', 't')}, 'bench-team-' || t, 'team', '{}'::jsonb
FROM generate_series(1, ${TEAMS}) AS t`;

/*
 * Incident g was opened g * 17 minutes ago (about four months for the oldest). Statuses: 3 in 10
 * open (the list's default), the rest spread over the others; severity and type vary
 * independently of the status.
 */
const INCIDENTS_SQL = `
INSERT INTO incidents (id, incident_id, title, description, type, status, severity, commander_id, created_by, created_at, updated_at)
SELECT
  ${idSql('incident', 'g')},
  'INC-' || g,
  (${textArray(APPS)})[1 + g % ${APPS.length}] || ': ' || (${textArray(PROBLEMS)})[1 + (g / 3) % ${PROBLEMS.length}] || ' #' || g,
  'Opened by the incidents bench',
  (ARRAY['cost', 'availability', 'performance', 'security', 'integration', 'compliance', 'technicalDebt', 'reliability'])[1 + (g / 7) % 8],
  (ARRAY['open', 'open', 'open', 'new', 'investigating', 'mitigated', 'resolved', 'closed', 'closed', 'closed'])[1 + g % 10],
  (ARRAY['critical', 'high', 'medium', 'low', 'info'])[1 + (g / 11) % 5],
  CASE WHEN g % 2 = 0 THEN ${idSql('person', '1 + g % ' + PEOPLE)} END,
  ${idSql('person', '1 + (g / 5) % ' + PEOPLE)},
  now() - g * interval '17 minutes',
  now() - g * interval '17 minutes'
FROM generate_series(1, $1::int) AS g`;

const ROOTS_SQL = `
INSERT INTO hypotheses (id, incident_id, type, title, status, created_by, created_at)
SELECT ${idSql('root', 'g')}, ${idSql('incident', 'g')}, 'root', 'Root cause of incident ' || g, 'possible',
  ${idSql('person', '1 + (g / 5) % ' + PEOPLE)}, now() - g * interval '17 minutes'
FROM generate_series(1, $1::int) AS g`;

/** 0 to 3 responders an incident: people first, the third a team with an email client. */
const RESPONDERS_SQL = `
INSERT INTO responders (id, incident_id, type, person_id, team_id, acknowledge_time, created_at)
SELECT ${idSql('responder', "g || '-' || r")}, ${idSql('incident', 'g')},
  CASE WHEN r < 3 THEN 'person' ELSE 'email' END,
  CASE WHEN r < 3 THEN ${idSql('person', '1 + (g + r) % ' + PEOPLE)} END,
  CASE WHEN r = 3 THEN ${idSql('team', '1 + g % ' + TEAMS)} END,
  CASE WHEN r = 1 THEN now() - g * interval '17 minutes' + interval '5 minutes' END,
  now() - g * interval '17 minutes' + r * interval '1 minute'
FROM generate_series(1, $1::int) AS g, generate_series(1, 3) AS r
WHERE r <= g % 4 OR g = ${BIG_INCIDENT}`;

const FACTORS_SQL = `
INSERT INTO hypotheses (id, incident_id, parent_id, type, title, status, created_at)
SELECT ${idSql('factor', 'f')}, ${idSql('incident', String(BIG_INCIDENT))}, ${idSql('root', String(BIG_INCIDENT))}, 'factor',
  'Contributing factor ' || f, (ARRAY['likely', 'possible', 'unlikely'])[1 + f % 3], now() - interval '10 minutes' + f * interval '1 second'
FROM generate_series(1, ${BIG_FACTORS}) AS f`;

/** Evidence e sits on the root (e % 10 = 0) or on factor e % 9 + 1; one in ten is in the definition of done. */
const EVIDENCES_SQL = `
INSERT INTO evidences (id, hypothesis_id, type, description, evidence, definition_of_done, done, script, created_at)
SELECT ${idSql('evidence', 'e')},
  CASE WHEN e % 10 = 0 THEN ${idSql('root', String(BIG_INCIDENT))} ELSE ${idSql('factor', `1 + e % ${BIG_FACTORS}`)} END,
  (ARRAY['log', 'config', 'topology', 'check', 'config_analysis', 'config_change', 'comment'])[1 + e % 7],
  'Evidence ' || e || ': what the on-call engineer saw',
  jsonb_build_object('lines', jsonb_build_array('line one of ' || e, 'line two of ' || e)),
  e % 10 = 0, e % 20 = 0,
  CASE WHEN e % 10 = 0 THEN 'check.status == "healthy"' END,
  now() - interval '9 minutes' + e * interval '1 second'
FROM generate_series(1, ${BIG_EVIDENCES}) AS e`;

/** One "created" row for every incident, as the trigger writes it. */
const CREATED_HISTORY_SQL = `
INSERT INTO incident_histories (incident_id, type, description, created_by, created_at)
SELECT ${idSql('incident', 'g')}, 'incident.created', 'Incident ' || g || ' opened', ${idSql('person', '1 + (g / 5) % ' + PEOPLE)},
  now() - g * interval '17 minutes'
FROM generate_series(1, $1::int) AS g`;

/** The big incident's working history: evidence, hypothesis, responder and status rows, newest last. */
const BIG_HISTORY_SQL = `
INSERT INTO incident_histories (incident_id, type, description, evidence_id, hypothesis_id, responder_id, created_by, created_at)
SELECT ${idSql('incident', String(BIG_INCIDENT))},
  (ARRAY['evidence.created', 'hypothesis.status_updated', 'responder.created', 'incident.status_updated', 'evidence.done'])[1 + h % 5],
  'History row ' || h,
  CASE WHEN h % 5 IN (0, 4) THEN ${idSql('evidence', `1 + h % ${BIG_EVIDENCES}`)} END,
  CASE WHEN h % 5 = 1 THEN ${idSql('factor', `1 + h % ${BIG_FACTORS}`)} END,
  CASE WHEN h % 5 = 2 THEN ${idSql('responder', `'${BIG_INCIDENT}-' || (1 + h % 3)`)} END,
  ${idSql('person', '1 + h % ' + PEOPLE)},
  now() - interval '8 minutes' + h * interval '100 milliseconds'
FROM generate_series(1, ${BIG_HISTORY_ROWS - 1}) AS h`;

/** The user triggers (history, events, rules of state) are off while seeding: the data is valid by construction. */
const SEEDED_TABLES = ['incidents', 'hypotheses', 'responders', 'evidences', 'incident_histories'] as const;

export interface IncidentSeed {
  incidents: number;
  bigIncidentId: string;
  plainIncidentId: string;
  bigEvidences: number;
  bigHistoryRows: number;
  histories: number;
  responders: number;
  seconds: number;
}

/**
 * Fills the incidents set-based: 10,000 incidents with a root hypothesis, responders and a
 * "created" history row each; incident 1 also gets 9 factors, 200 evidences and 1,000 history
 * rows in all. The sequence moves past the seeded display ids. Ends with VACUUM ANALYZE.
 */
export async function seedIncidents(db: Db): Promise<IncidentSeed> {
  const started = Date.now();
  await db.query(PEOPLE_SQL);
  await db.query(TEAMS_SQL);
  for (const table of SEEDED_TABLES) await db.exec(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  try {
    await db.query(INCIDENTS_SQL, [INCIDENT_COUNT]);
    await db.query(ROOTS_SQL, [INCIDENT_COUNT]);
    await db.query(RESPONDERS_SQL, [INCIDENT_COUNT]);
    await db.query(FACTORS_SQL);
    await db.query(EVIDENCES_SQL);
    await db.query(CREATED_HISTORY_SQL, [INCIDENT_COUNT]);
    await db.query(BIG_HISTORY_SQL);
  } finally {
    for (const table of SEEDED_TABLES) await db.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  }
  await db.query(`SELECT setval('incident_id_sequence', $1::bigint)`, [INCIDENT_COUNT]);
  await db.exec(`VACUUM ANALYZE people, teams, ${SEEDED_TABLES.join(', ')}`);
  const { rows } = await db.query<{ incidents: number; histories: number; responders: number; big_evidences: number; big_history: number }>(
    `SELECT (SELECT count(*) FROM incidents)::int AS incidents,
            (SELECT count(*) FROM incident_histories)::int AS histories,
            (SELECT count(*) FROM responders)::int AS responders,
            (SELECT count(*) FROM evidences e JOIN hypotheses h ON h.id = e.hypothesis_id WHERE h.incident_id = $1)::int AS big_evidences,
            (SELECT count(*) FROM incident_histories WHERE incident_id = $1)::int AS big_history`,
    [benchIncidentId(BIG_INCIDENT)],
  );
  const counts = rows[0]!;
  return {
    incidents: counts.incidents,
    bigIncidentId: benchIncidentId(BIG_INCIDENT),
    plainIncidentId: benchIncidentId(PLAIN_INCIDENT),
    bigEvidences: counts.big_evidences,
    bigHistoryRows: counts.big_history,
    histories: counts.histories,
    responders: counts.responders,
    seconds: (Date.now() - started) / 1000,
  };
}
