import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

interface AmbiguityBody {
  code: string;
  details: { cardinality: string; embedding: string; relationship: string }[];
  hint: string;
}

describe(`an ambiguous embed names only relations the caller can see (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let noRbac: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
    // An admin whom a permission denies reading the role tables (person_roles is an 'rbac' relation).
    noRbac = await t.person({ roles: ['admin'] });
    await t.db.query("INSERT INTO permissions (person_id, object, action, deny) VALUES ($1, 'rbac', 'read', true)", [noRbac.id]);
  });
  afterAll(async () => {
    await t?.close();
  });

  // people and people_roles are joined directly and through four junctions, person_roles among them.
  const ambiguous = async (person: TestPerson) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/db/people?select=id,people_roles(id)', headers: person.headers });
    expect(response.statusCode).toBe(300);
    const body = response.json<AmbiguityBody>();
    expect(body.code).toBe('PGRST201');
    return body;
  };

  it('lists every candidate to whoever may read them all', async () => {
    const body = await ambiguous(admin);
    expect(JSON.stringify(body.details)).toContain('person_roles');
    expect(body.hint).toContain("'people_roles!person_roles'");
  });

  it('leaves out the candidates through a relation the caller may not read, in details and hint', async () => {
    const body = await ambiguous(noRbac);
    expect(body.details.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain('person_roles');
    expect(body.hint).toContain("'people_roles!team_members'");
  });
});
