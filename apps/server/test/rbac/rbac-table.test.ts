import { RESOURCES, type Action, type Resource } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

/**
 * Spec 000 §6, written out independently of the code under test:
 *   admin              reads and writes everything
 *   editor             reads everything, writes all but connections, identities, rbac
 *   commander/responder read all but rbac, identities, connections; write responder, incident, evidences, comments
 *   viewer (or no role) reads what a commander reads, writes nothing
 *   agent (decision 0006) reads playbooks and playbook_runs, writes playbook_runs
 */
const SECRETS: Resource[] = ['rbac', 'identities', 'connections'];
const INCIDENT_WORK: Resource[] = ['responder', 'incident', 'evidences', 'comments'];

const EXPECTED: Record<string, (resource: Resource, action: Action) => boolean> = {
  admin: () => true,
  editor: (r, a) => a === 'read' || !SECRETS.includes(r),
  commander: (r, a) => (a === 'read' ? !SECRETS.includes(r) : INCIDENT_WORK.includes(r)),
  responder: (r, a) => (a === 'read' ? !SECRETS.includes(r) : INCIDENT_WORK.includes(r)),
  viewer: (r, a) => a === 'read' && !SECRETS.includes(r),
  'no role': (r, a) => a === 'read' && !SECRETS.includes(r),
  agent: (r, a) => (a === 'read' ? r === 'playbooks' || r === 'playbook_runs' : r === 'playbook_runs'),
};

const ROLES_OF: Record<string, string[]> = {
  admin: ['admin'],
  editor: ['editor'],
  commander: ['commander'],
  responder: ['responder'],
  viewer: ['viewer'],
  'no role': [],
  agent: ['agent'],
};

const MISSING_ID = '0190a7e0-0000-7000-8000-00000000dead';

/**
 * One relation per resource for the real requests: a read lists it, a write deletes a row that does
 * not exist (so an allowed write answers 204 and changes nothing).
 */
const PROBES: Partial<Record<Resource, { relation: string; key: string; missing: string }>> = {
  database: { relation: 'config_items', key: 'id', missing: MISSING_ID },
  rbac: { relation: 'permissions', key: 'id', missing: MISSING_ID },
  responder: { relation: 'responders', key: 'id', missing: MISSING_ID },
  incident: { relation: 'incidents', key: 'id', missing: MISSING_ID },
  evidences: { relation: 'evidences', key: 'id', missing: MISSING_ID },
  comments: { relation: 'comments', key: 'id', missing: MISSING_ID },
  canaries: { relation: 'canaries', key: 'id', missing: MISSING_ID },
  topologies: { relation: 'topologies', key: 'id', missing: MISSING_ID },
  config_scrapers: { relation: 'config_scrapers', key: 'id', missing: MISSING_ID },
  identities: { relation: 'identities', key: 'id', missing: MISSING_ID },
  connections: { relation: 'connections', key: 'id', missing: MISSING_ID },
  agents: { relation: 'agents', key: 'id', missing: MISSING_ID },
  properties: { relation: 'properties', key: 'name', missing: 'no.such.property' },
  logging_backends: { relation: 'logging_backends', key: 'id', missing: MISSING_ID },
  integrations: { relation: 'integrations_with_status', key: 'id', missing: MISSING_ID },
  notifications: { relation: 'notifications', key: 'id', missing: MISSING_ID },
  playbooks: { relation: 'playbooks', key: 'id', missing: MISSING_ID },
  playbook_runs: { relation: 'playbook_runs', key: 'id', missing: MISSING_ID },
};

// auth and kratos guard no relation of the data API (the identity flows are public; tokens are native).
const WITHOUT_RELATION: Resource[] = ['auth', 'kratos'];

describe(`roles x resources x actions through /api/db (${testDbKind})`, () => {
  let t: AccessTestApp;
  const people: Record<string, TestPerson> = {};

  beforeAll(async () => {
    t = await startAccessTestApp();
    for (const [label, roles] of Object.entries(ROLES_OF)) people[label] = await t.person({ roles });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('probes every resource of the spec table, except the two no relation maps to', () => {
    expect(new Set([...Object.keys(PROBES), ...WITHOUT_RELATION])).toEqual(new Set(RESOURCES));
  });

  const cases = Object.keys(ROLES_OF).flatMap((label) =>
    (Object.keys(PROBES) as Resource[]).flatMap((resource) => (['read', 'write'] as const).map((action) => ({ label, resource, action }))),
  );

  it.each(cases)('$label: $action $resource', async ({ label, resource, action }) => {
    const probe = PROBES[resource]!;
    const person = people[label]!;
    const response = await t.app.inject(
      action === 'read'
        ? { method: 'GET', url: `/api/db/${probe.relation}?limit=1`, headers: person.headers }
        : { method: 'DELETE', url: `/api/db/${probe.relation}?${probe.key}=eq.${encodeURIComponent(probe.missing)}`, headers: person.headers },
    );
    if (EXPECTED[label]!(resource, action)) {
      if (action === 'read') expect(response.statusCode).toBe(200);
      // A view over several tables cannot be deleted from: the database itself refuses, past the access check.
      else if (probe.relation.endsWith('_with_status')) expect(response.json()).toMatchObject({ code: '55000' });
      else expect(response.statusCode).toBe(204);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.headers['x-rbac-subject']).toBe(person.id);
      expect(response.headers['x-rbac-object']).toBe(resource);
      expect(response.headers['x-rbac-action']).toBe(action);
      expect(response.json()).toMatchObject({ error: 'forbidden' });
    }
  });

  it('grants the union of several roles', async () => {
    const both = await t.person({ roles: ['viewer', 'responder'] });
    const comment = await t.app.inject({ method: 'DELETE', url: `/api/db/comments?id=eq.${MISSING_ID}`, headers: both.headers });
    expect(comment.statusCode).toBe(204);
    const playbook = await t.app.inject({ method: 'DELETE', url: `/api/db/playbooks?id=eq.${MISSING_ID}`, headers: both.headers });
    expect(playbook.statusCode).toBe(403);
  });

  it('treats HEAD as a read and POST, PATCH and PUT as writes', async () => {
    const viewer = people.viewer!;
    const head = await t.app.inject({ method: 'HEAD', url: '/api/db/canaries', headers: viewer.headers });
    expect(head.statusCode).toBe(200);
    for (const method of ['POST', 'PATCH', 'PUT'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/db/canaries?id=eq.${MISSING_ID}`,
        headers: { ...viewer.headers, 'content-type': 'application/json' },
        payload: { id: MISSING_ID, name: 'refused' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['x-rbac-action']).toBe('write');
    }
    const { rows } = await t.db.query('SELECT 1 FROM canaries WHERE id = $1', [MISSING_ID]);
    expect(rows).toHaveLength(0);
  });
});
