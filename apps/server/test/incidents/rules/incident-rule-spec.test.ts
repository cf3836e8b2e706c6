import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

interface FieldSchema {
  type?: string;
  properties?: Record<string, unknown>;
  anyOf?: FieldSchema[];
}

interface RuleSchema {
  properties: {
    kind: { const: string };
    apiVersion: { const: string };
    spec: { additionalProperties: boolean; properties: Record<string, FieldSchema> };
  };
}

const VALID_SPEC = {
  filter: { checks: [{ name: 'checkout', labelSelector: 'team=payments' }], status: ['unhealthy'] },
  template: { title: '{{.check.name}} is down', type: 'availability', severity: 'high' },
  responders: { people: ['oncall@example.test'], teams: [{ team: 'SRE', type: 'email', properties: { to: 'sre@example.test' } }] },
  autoResolve: true,
  hoursSinceLastIncident: 2,
};

describe(`incident_rules.spec through /api/db (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const write = (name: string, spec: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/db/incident_rules',
      headers: { ...editor.headers, 'content-type': 'application/json', prefer: 'return=representation' },
      payload: JSON.stringify({ name, spec }),
    });
  const stored = async (name: string) => (await t.db.query('SELECT id FROM incident_rules WHERE name = $1', [name])).rowCount;

  it('stores a valid rule as written', async () => {
    const response = await write('valid rule', VALID_SPEC);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ spec: unknown }[]>()[0]!.spec).toEqual(VALID_SPEC);
  });

  it.each([
    ['a rule without a filter', { template: { title: 'x' } }, 'spec.filter: filter is required'],
    ['a filter selecting nothing', { filter: { status: ['unhealthy'] } }, 'spec.filter: must select checks or insights (filter.checks or filter.insights)'],
    ['a selector with no criteria', { filter: { checks: [{}] } }, 'spec.filter.checks[0]: must select by at least one of id, name, namespace, types, labelSelector'],
    ['an unreadable label selector', { filter: { checks: [{ labelSelector: 'a in (' }] } }, 'spec.filter.checks[0].labelSelector: must be a label selector'],
    ['an unknown incident type', { filter: { checks: [{ name: '*' }] }, template: { type: 'outage' } }, 'spec.template.type: must be one of cost, availability'],
    ['a closed status for a new incident', { filter: { checks: [{ name: '*' }] }, template: { status: 'closed' } }, 'spec.template.status: must be one of new, open, investigating'],
    ['a template that does not read', { filter: { checks: [{ name: '*' }] }, template: { title: '{{.check.name' } }, 'spec.template.title: '],
    ['a team responder without its team', { filter: { checks: [{ name: '*' }] }, responders: { teams: [{ type: 'email' }] } }, 'spec.responders.teams[0].team: team is required'],
    ['a negative window', { filter: { checks: [{ name: '*' }] }, hoursSinceLastIncident: -1 }, 'spec.hoursSinceLastIncident: must be at least 0'],
    ['an unknown key', { filter: { checks: [{ name: '*' }] }, escalate: true }, 'spec.escalate: unknown key'],
    ['Mission Control components', { filter: { checks: [{ name: '*' }] }, components: [{ name: 'api' }] }, 'spec.components is not supported yet: use filter.checks or filter.insights'],
    ['Mission Control email responders', { filter: { checks: [{ name: '*' }] }, responders: { email: [{ to: 'a@b' }] } }, 'spec.responders.email is not supported yet'],
    ['a filter age', { filter: { checks: [{ name: '*' }], age: 3600 } }, 'spec.filter.age is not supported yet'],
    ['hours of operation', { filter: { checks: [{ name: '*' }] }, hoursOfOperation: [{ start: '9', end: '17' }] }, 'spec.hoursOfOperation is not supported yet'],
    ['an autoResolve timeout', { filter: { checks: [{ name: '*' }] }, autoResolve: { timeout: 30 } }, 'spec.autoResolve.timeout is not supported yet'],
    ['autoResolve as text', { filter: { checks: [{ name: '*' }] }, autoResolve: 'yes' }, 'spec.autoResolve: must be true or false'],
  ])('refuses %s with 400 naming the path, and stores nothing', async (label, spec, reason) => {
    const name = `bad: ${label}`;
    const response = await write(name, spec);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(`Invalid incident rule spec: ${reason}`);
    expect(await stored(name)).toBe(0);
  });

  it('serves the IncidentRule JSON Schema with the fields the rules read', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/schemas/incidentrule.schema.json', headers: editor.headers });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/schema\+json/);
    const schema = response.json<RuleSchema>();
    expect(schema.properties.kind.const).toBe('IncidentRule');
    expect(schema.properties.apiVersion.const).toBe('mission-control.flanksource.com/v1');
    expect(schema.properties.spec.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties.spec.properties)).toEqual(expect.arrayContaining(['filter', 'template', 'responders', 'autoResolve', 'autoClose', 'hoursSinceLastIncident']));
    const filter = schema.properties.spec.properties.filter!.anyOf?.find((alternative) => alternative.type === 'object');
    expect(Object.keys(filter?.properties ?? {})).toEqual(expect.arrayContaining(['checks', 'insights', 'status', 'severity', 'category']));
  });
});
