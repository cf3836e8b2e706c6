import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_BACKEND_REGISTRY } from '#src/logs/backends/log-backend-registry.ts';
import { parseYamlText } from '#src/spec/yaml-text.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

describe(`logging backend specs written through /api/db (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  let editor: TestPerson;

  const save = (person: TestPerson, name: string, spec: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/db/logging_backends', headers: { ...person.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ name, spec }) });
  const refused = async (person: TestPerson, spec: unknown) => {
    const response = await save(person, `refused-${Math.random()}`, spec);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ message: string }>().message;
  };

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
    editor = await t.person({ roles: ['editor'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a spec with the fields at fault named by path, and stores nothing', async () => {
    expect(await refused(admin, { loki: [{}] })).toBe('Invalid logging backend spec: spec.loki[0].url: needs url or connection');
    expect(await refused(admin, { opensearch: [{ url: 'http://search:9200', indexx: 'a' }] })).toBe(
      'Invalid logging backend spec: spec.opensearch[0].index: index is required; spec.opensearch[0].indexx: unknown key',
    );
    expect(await refused(admin, { file: [{ paths: ['var/log/*.log'] }], splunk: [{}] })).toBe(
      'Invalid logging backend spec: spec.file[0].paths[0]: must be an absolute path or glob; spec.splunk: unknown key',
    );
    expect(await refused(admin, 'backends:\n  - kubernetes: {}\n')).toBe(
      'Invalid logging backend spec: spec.backends: not supported: write one list per backend type (file, kubernetes, loki, opensearch, elasticsearch)',
    );
    expect(await refused(admin, {})).toBe('Invalid logging backend spec: spec: has no backends');
    const { rows } = await t.db.query('SELECT name FROM logging_backends');
    expect(rows).toEqual([]);
  });

  it("lets only an administrator point a backend at the server's files or its own cluster access", async () => {
    expect(await refused(editor, { file: [{ paths: ['/var/log/*.log'] }] })).toBe(
      "Invalid logging backend spec: spec.file[0]: files on the server's host may only be read by a backend an administrator saves",
    );
    expect(await refused(editor, { kubernetes: [{ namespace: 'shop' }] })).toMatch(/^Invalid logging backend spec: spec\.kubernetes\[0\]\.connection: is required unless an administrator saves/);
    expect((await save(editor, 'cluster', { kubernetes: [{ connection: 'connection://default/cluster' }] })).statusCode).toBe(201);
    expect((await save(admin, 'host files', { file: [{ paths: ['/var/log/*.log'] }] })).statusCode).toBe(201);
  });

  it('accepts a whole LoggingBackend document as YAML', async () => {
    const yaml = [
      'apiVersion: mission-control.flanksource.com/v1',
      'kind: LoggingBackend',
      'metadata:',
      '  name: loki',
      'spec:',
      '  loki:',
      '    - url: http://loki:3100',
      '      labels:',
      '        cluster: prod',
      '',
    ].join('\n');
    const response = await save(admin, 'loki', yaml);
    expect(response.statusCode, response.body).toBe(201);
    expect(await refused(admin, yaml.replace('kind: LoggingBackend', 'kind: Canary'))).toBe('Invalid logging backend spec: kind: must be LoggingBackend');
  });

  it("accepts every backend type's examples", () => {
    for (const type of LOG_BACKEND_REGISTRY.plugins) {
      type.examples.forEach((example, index) => {
        const raw: unknown = typeof example === 'string' ? parseYamlText(example) : example;
        expect(type.parse(raw, `spec.${type.type}[${index}]`), `${type.type} example ${index}`).toHaveProperty('spec');
      });
    }
  });

  it('serves the JSON Schema of the document, one list per backend type', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/schemas/LoggingBackend.schema.json', headers: editor.headers });
    expect(response.statusCode).toBe(200);
    const schema = response.json<{ properties: { kind: { const: string }; spec: { properties: Record<string, { type: string; items: { properties: Record<string, unknown> } }> } } }>();
    expect(schema.properties.kind.const).toBe('LoggingBackend');
    expect(Object.keys(schema.properties.spec.properties).sort()).toEqual(['elasticsearch', 'file', 'kubernetes', 'loki', 'opensearch', 'server']);
    expect(Object.keys(schema.properties.spec.properties.opensearch!.items.properties)).toEqual(expect.arrayContaining(['index', 'url', 'connection', 'messageField', 'timestampField']));
  });
});
