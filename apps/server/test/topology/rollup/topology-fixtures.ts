import type { ComponentSummary } from '@vigil/domain';
import type { Queryable } from '#src/db/db.ts';

let made = 0;
const next = () => (made += 1);

export async function insertTopology(db: Queryable, name = `topology-${next()}`): Promise<string> {
  const { rows } = await db.query<{ id: string }>("INSERT INTO topologies (name, spec) VALUES ($1, '{}'::jsonb) RETURNING id", [name]);
  return rows[0]!.id;
}

export interface ComponentFixture {
  name: string;
  topologyId: string;
  parentId?: string;
  type?: string;
  status?: string;
  labels?: Record<string, string>;
  hidden?: boolean;
  properties?: unknown[];
  agentId?: string;
}

export async function insertComponent(db: Queryable, component: ComponentFixture): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO components (topology_id, parent_id, name, type, status, labels, hidden, properties, agent_id)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb, COALESCE($9::uuid, '00000000-0000-0000-0000-000000000000')) RETURNING id`,
    [
      component.topologyId,
      component.parentId ?? null,
      component.name,
      component.type ?? 'Service',
      component.status ?? 'unknown',
      component.labels ? JSON.stringify(component.labels) : null,
      component.hidden ?? false,
      component.properties ? JSON.stringify(component.properties) : null,
      component.agentId ?? null,
    ],
  );
  return rows[0]!.id;
}

/**
 * Adds components of one topology by name, keeping their ids in `ids` under their names: a parent is
 * named, not looked up, so a tree reads as the lines that build it.
 */
export function componentAdder(db: Queryable, topologyId: string, ids: Record<string, string>) {
  return async (name: string, type: string, parent: string | undefined, more: Partial<ComponentFixture> = {}): Promise<string> =>
    (ids[name] = await insertComponent(db, { name, type, topologyId, ...(parent ? { parentId: ids[parent]! } : {}), ...more }));
}

export async function insertCheckFor(db: Queryable, componentId: string, status: 'healthy' | 'unhealthy' | null): Promise<string> {
  const n = next();
  const canary = await db.query<{ id: string }>("INSERT INTO canaries (name, spec) VALUES ($1, '{}'::jsonb) RETURNING id", [`canary-${n}`]);
  const check = await db.query<{ id: string }>("INSERT INTO checks (canary_id, type, name, status) VALUES ($1, 'http', $2, $3) RETURNING id", [canary.rows[0]!.id, `check-${n}`, status]);
  const checkId = check.rows[0]!.id;
  await db.query('INSERT INTO check_component_relationships (component_id, check_id, canary_id) VALUES ($1, $2, $3)', [componentId, checkId, canary.rows[0]!.id]);
  return checkId;
}

export async function insertConfigFor(db: Queryable, componentId: string, health: string | null): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    "INSERT INTO config_items (config_class, type, name, health) VALUES ('Deployment', 'Kubernetes::Deployment', $1, $2) RETURNING id",
    [`config-${next()}`, health],
  );
  await db.query('INSERT INTO config_component_relationships (component_id, config_id) VALUES ($1, $2)', [componentId, rows[0]!.id]);
  return rows[0]!.id;
}

export async function insertInsight(db: Queryable, configId: string, analysisType: string, severity: string, status = 'open'): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    "INSERT INTO config_analysis (config_id, analyzer, analysis_type, severity, status) VALUES ($1, 'test', $2, $3, $4) RETURNING id",
    [configId, analysisType, severity, status],
  );
  return rows[0]!.id;
}

export interface IncidentFixture {
  type: string;
  severity: string;
  on: { component_id?: string; config_id?: string; check_id?: string };
}

export async function insertIncident(db: Queryable, incident: IncidentFixture): Promise<string> {
  const { rows } = await db.query<{ id: string }>("INSERT INTO incidents (title, type, severity) VALUES ($1, $2, $3) RETURNING id", [`incident-${next()}`, incident.type, incident.severity]);
  const id = rows[0]!.id;
  const root = await db.query<{ id: string }>("INSERT INTO hypotheses (incident_id, type, title) VALUES ($1, 'root', 'root') RETURNING id", [id]);
  const kind = incident.on.component_id ? 'topology' : incident.on.config_id ? 'config' : 'check';
  await db.query('INSERT INTO evidences (hypothesis_id, type, component_id, config_id, check_id) VALUES ($1, $2, $3, $4, $5)', [
    root.rows[0]!.id,
    kind,
    incident.on.component_id ?? null,
    incident.on.config_id ?? null,
    incident.on.check_id ?? null,
  ]);
  return id;
}

export async function assignTeam(db: Queryable, componentId: string, teamName: string): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO teams (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id',
    [teamName],
  );
  await db.query('INSERT INTO team_components (team_id, component_id) VALUES ($1, $2)', [rows[0]!.id, componentId]);
}

export interface StoredRollup {
  status: string;
  summary: ComponentSummary | null;
}

export async function rollupOf(db: Queryable, componentId: string): Promise<StoredRollup> {
  const { rows } = await db.query<StoredRollup>('SELECT status, summary FROM components WHERE id = $1', [componentId]);
  return rows[0]!;
}
