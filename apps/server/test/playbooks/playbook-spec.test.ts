import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePlaybookSpec, playbookSpecIssues } from '#src/playbooks/spec/parse-playbook-spec.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { PLAYBOOK_API_VERSION, playbookKit } from './playbook-test-kit.ts';

const restart = {
  title: 'Restart deployment',
  icon: 'kubernetes',
  description: 'Restarts the pods',
  category: 'Kubernetes',
  configs: [{ types: ['Kubernetes::Deployment'], labelSelector: 'app=web', agent: 'all' }],
  components: [{ types: ['Service'] }],
  checks: [{ name: 'api', health: 'unhealthy' }],
  parameters: [
    { name: 'reason', label: 'Reason', type: 'text', required: true, default: 'for {{.config.name}}', properties: { minLength: 3, maxLength: 50, regex: '^[a-z ]+$' } },
    { name: 'replicas', type: 'text', properties: { min: 1, max: 10 } },
    { name: 'memory', type: 'bytes' },
    { name: 'ok', type: 'checkbox', default: false },
    { name: 'mode', type: 'list', properties: { options: [{ label: 'Fast', value: 'fast' }] } },
    { name: 'values', type: 'code', properties: { language: 'yaml' } },
    { name: 'owner', type: 'people' },
    { name: 'team', type: 'team' },
  ],
  actions: [
    { name: 'restart', exec: { script: 'echo restart' }, timeout: '5m', retry: { limit: 2, duration: '10s', exponent: { multiplier: 2 }, jitter: 10 } },
    { name: 'probe', if: 'success()', delay: '30s', http: { url: 'http://127.0.0.1/healthz' } },
  ],
  approval: { type: 'any', approvers: { people: ['admin@example.test'], teams: ['Platform'] } },
  timeout: '10m',
  on: { manual: true, config: [{ event: 'updated', filter: "config.type == 'x'" }], schedule: [{ schedule: '@every 1h' }], webhook: { path: 'restart' } },
};

const document = { apiVersion: PLAYBOOK_API_VERSION, kind: 'Playbook', metadata: { name: 'restart', namespace: 'default' }, spec: restart };

const pathsOf = (spec: unknown) => playbookSpecIssues(spec).map((issue) => `${issue.path}: ${issue.message}`);

describe('the Playbook spec', () => {
  it('reads an established document whole or as its bare spec', () => {
    const whole = parsePlaybookSpec(document);
    expect(whole.metadata?.name).toBe('restart');
    expect(whole.actions.map((action) => [action.name, action.type])).toEqual([
      ['restart', 'exec'],
      ['probe', 'http'],
    ]);
    expect(parsePlaybookSpec(restart).parameters?.map((parameter) => parameter.name)).toHaveLength(8);
    expect(parsePlaybookSpec('title: t\nactions:\n  - name: a\n    exec:\n      script: echo hi\n').title).toBe('t');
  });

  it('reads the older selector shape (type, labels and tags as maps) as the selector it means', () => {
    const spec = parsePlaybookSpec({ configs: [{ type: 'Kubernetes::Pod', labels: { app: 'web' }, tags: { cluster: 'demo' } }], actions: [{ name: 'a', exec: { script: 'true' } }] });
    expect(spec.configs?.[0]).toMatchObject({ types: ['Kubernetes::Pod'], labelSelector: 'app=web', tagSelector: 'cluster=demo' });
  });

  it('names each issue by its path', () => {
    expect(
      pathsOf({
        title: 3,
        colour: 'red',
        configs: [{ labelSelector: 'a in (' }, {}],
        checks: 'api',
        parameters: [{ label: 'x' }, { name: 'a', type: 'slider' }, { name: 'a' }, { name: 'l', type: 'list' }, { name: 'r', properties: { regex: '(' , minLength: 'few' } }],
        actions: [
          { exec: { script: 'x' } },
          { name: 'two', exec: { script: 'x' }, http: { url: 'http://x' } },
          { name: 'none' },
          { name: 'two', delay: 'soon', timeout: 5, retry: { duration: '1s', jitter: 300 }, sql: {} },
          { name: 'pod', pod: { spec: {} } },
          { name: 'bad-http', http: { method: 'GET' } },
        ],
        approval: { approvers: {} },
        timeout: 'forever',
        on: { schedule: [{ schedule: 'whenever' }], webhook: {}, sometimes: true },
      }),
    ).toEqual(
      expect.arrayContaining([
        'spec.title: must be a string',
        'spec.colour: unknown key',
        expect.stringMatching(/^spec\.configs\[0\]\.labelSelector: /),
        expect.stringMatching(/^spec\.configs\[1\]: must select by at least one of/),
        'spec.checks: must be a list',
        'spec.parameters[0].name: name is required',
        expect.stringMatching(/^spec\.parameters\[1\]\.type: must be one of /),
        'spec.approval.approvers: must list at least one person or team',
        expect.stringMatching(/^spec\.timeout: 'forever' is not a duration/),
        expect.stringMatching(/^spec\.on\.schedule\[0\]\.schedule: /),
        'spec.on.webhook.path: path is required',
        'spec.on.sometimes: unknown key',
        expect.stringMatching(/^spec\.parameters\[4\]\.properties\.regex: not a regular expression/),
        'spec.parameters[4].properties.minLength: must be a number',
        'spec.actions[0].name: name is required',
        'spec.actions[1]: must have only one action type, not exec and http',
        expect.stringMatching(/^spec\.actions\[2\]: must have one action type: exec, http, sql, notification, gitops, logs/),
        "spec.actions[3].name: 'two' is already the name of spec.actions[1]: action names must be unique",
        expect.stringMatching(/^spec\.actions\[3\]\.delay: 'soon' is not a duration/),
        'spec.actions[3].timeout: must be a string',
        'spec.actions[3].retry.limit: limit is required',
        'spec.actions[3].retry.jitter: must be at most 100',
        expect.stringMatching(/^spec\.actions\[4\]\.pod: not supported yet/),
        'spec.actions[5].http.url: url or connection is required',
      ]),
    );
  });

  it('refuses duplicate parameters and a list without options once the fields read', () => {
    expect(pathsOf({ parameters: [{ name: 'a' }, { name: 'a' }, { name: 'l', type: 'list' }], actions: [{ name: 'x', exec: { script: 'true' } }] })).toEqual([
      "spec.parameters[1].name: 'a' is already a parameter: parameter names must be unique",
      'spec.parameters[2].properties.options: a list parameter must offer at least one option',
    ]);
  });

  it('requires actions, and refuses a document of another kind by path', () => {
    expect(pathsOf({ title: 'empty' })).toEqual(['spec.actions: actions is required']);
    expect(pathsOf({ actions: [] })).toEqual(['spec.actions: must have at least one action']);
    expect(pathsOf({ ...document, apiVersion: 'v1', kind: 'Canary' })).toEqual(['apiVersion: must be mission-control.flanksource.com/v1', 'kind: must be Playbook']);
    expect(pathsOf({ ...document, spec: { ...restart, parameters: [{ name: 'd', default: '{{ .config.name' }] } })[0]).toMatch(/^spec\.parameters\[0\]\.default: /);
    expect(pathsOf({ approval: { type: 'some' }, actions: [{ name: 'a', exec: { script: 'true' } }] })).toEqual(['spec.approval.type: must be one of any, all', 'spec.approval.approvers: approvers is required']);
  });
});

describe(`playbooks through /api/db (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  let viewer: TestPerson;
  const kit = playbookKit(() => t);

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    viewer = await t.person({ roles: ['viewer'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown, person = editor) =>
    t.app.inject({ method, url, headers: { ...kit.json(person), prefer: 'return=representation' }, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) });

  it('stores a whole document or a bare spec unchanged, as a UI playbook', async () => {
    const whole = await kit.writePlaybook(editor, { name: 'restart', spec: document });
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json<{ spec: unknown; source: string }[]>()[0]).toMatchObject({ spec: document, source: 'UI' });
    const bare = await kit.writePlaybook(editor, { name: 'restart-bare', spec: restart });
    expect(bare.statusCode, bare.body).toBe(201);
    const yaml = await kit.writePlaybook(editor, { name: 'restart-yaml', spec: 'actions:\n  - name: a\n    exec:\n      script: echo hi\n' });
    expect(yaml.statusCode, yaml.body).toBe(201);
  });

  it('refuses a bad spec by path on POST, PATCH and PUT, in any body shape', async () => {
    const bad = { actions: [{ name: 'a' }], colour: 'red' };
    const posted = await kit.writePlaybook(editor, { name: 'bad', spec: bad });
    expect(posted.statusCode).toBe(400);
    expect(posted.json<{ message: string }>().message).toContain('Invalid playbook spec: ');
    expect(posted.json<{ message: string }>().message).toContain('spec.actions[0]: must have one action type');
    expect(posted.json<{ message: string }>().message).toContain('spec.colour: unknown key');
    const many = await send('POST', '/api/db/playbooks', [{ name: 'ok', spec: restart }, { name: 'bad', spec: bad }]);
    expect(many.statusCode).toBe(400);
    expect(many.json<{ message: string }>().message).toContain('row 2: spec.colour: unknown key');
    for (const [contentType, payload] of [
      ['text/csv', `name,spec\nbad,"${JSON.stringify(bad).replaceAll('"', '""')}"\n`],
      ['application/x-www-form-urlencoded', new URLSearchParams({ name: 'bad', spec: JSON.stringify(bad) }).toString()],
    ] as const) {
      const shaped = await t.app.inject({ method: 'POST', url: '/api/db/playbooks', headers: { ...editor.headers, 'content-type': contentType }, payload });
      expect(shaped.statusCode, contentType).toBe(400);
      expect(shaped.json<{ message: string }>().message).toContain('spec.colour: unknown key');
    }
    const id = await kit.playbook(editor, 'to-edit', restart);
    const patched = await send('PATCH', `/api/db/playbooks?id=eq.${id}`, { spec: { actions: [] } });
    expect(patched.statusCode).toBe(400);
    expect(patched.json<{ message: string }>().message).toContain('spec.actions: must have at least one action');
    const put = await send('PUT', `/api/db/playbooks?id=eq.${id}`, { id, name: 'to-edit', spec: { actions: [{ name: 'x', logs: 'all' }] } });
    expect(put.statusCode).toBe(400);
    expect(put.json<{ message: string }>().message).toContain('spec.actions[0].logs: must be an object');
    const { rows } = await t.db.query<{ spec: unknown }>('SELECT spec FROM playbooks WHERE id = $1', [id]);
    expect(rows[0]!.spec).toEqual(restart);
  });

  it('lets only UI playbooks be edited, and refuses another source', async () => {
    const { rows } = await t.db.query<{ id: string }>(`INSERT INTO playbooks (name, spec, source) VALUES ('from-crd', $1::jsonb, 'KubernetesCRD') RETURNING id`, [JSON.stringify(restart)]);
    const id = rows[0]!.id;
    const patched = await send('PATCH', `/api/db/playbooks?id=eq.${id}`, { title: 'mine now' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json<{ message: string }>().message).toContain('playbook from-crd comes from KubernetesCRD and cannot be changed here');
    const deleted = await send('DELETE', `/api/db/playbooks?id=eq.${id}`);
    expect(deleted.statusCode).toBe(400);
    const inserted = await kit.writePlaybook(editor, { name: 'sneaky', source: 'KubernetesCRD', spec: restart });
    expect(inserted.statusCode).toBe(400);
    expect(inserted.json<{ message: string }>().message).toContain('playbooks.source must be UI');
    const uiId = await kit.playbook(editor, 'ui-one', restart);
    const moved = await send('PATCH', `/api/db/playbooks?id=eq.${uiId}`, { source: 'KubernetesCRD' });
    expect(moved.statusCode).toBe(400);
    const after = await t.db.query<{ title: string | null; deleted_at: Date | null }>('SELECT title, deleted_at FROM playbooks WHERE id = $1', [id]);
    expect(after.rows[0]).toEqual({ title: null, deleted_at: null });
  });

  it('deletes softly: the row stays with deleted_at, and leaves playbook_names', async () => {
    const id = await kit.playbook(editor, 'short-lived', restart);
    const deleted = await send('DELETE', `/api/db/playbooks?id=eq.${id}`);
    expect(deleted.statusCode).toBeLessThan(300);
    const { rows } = await t.db.query<{ deleted_at: Date | null }>('SELECT deleted_at FROM playbooks WHERE id = $1', [id]);
    expect(rows[0]!.deleted_at).not.toBeNull();
    const names = await kit.get(viewer, `/api/db/playbook_names?id=eq.${id}`);
    expect(names.json()).toEqual([]);
  });

  it('refuses a viewer writing playbooks', async () => {
    const response = await kit.writePlaybook(viewer, { name: 'nope', spec: restart });
    expect(response.statusCode).toBe(403);
  });

  it('serves the spec schema as playbook-spec.schema.json, with each action type', async () => {
    const response = await kit.get(viewer, '/api/schemas/playbook-spec.schema.json');
    expect(response.statusCode).toBe(200);
    const schema = response.json<{ properties: { kind: { const: string }; apiVersion: { const: string }; spec: { properties: Record<string, { items?: { properties: Record<string, unknown> } }> } } }>();
    expect(schema.properties.kind.const).toBe('Playbook');
    expect(schema.properties.apiVersion.const).toBe(PLAYBOOK_API_VERSION);
    const spec = schema.properties.spec.properties;
    expect(Object.keys(spec)).toEqual(expect.arrayContaining(['title', 'configs', 'components', 'checks', 'parameters', 'actions', 'approval', 'timeout', 'on']));
    expect(Object.keys(spec.actions!.items!.properties)).toEqual(expect.arrayContaining(['name', 'if', 'delay', 'timeout', 'retry', 'exec', 'http', 'sql', 'notification', 'gitops', 'logs']));
  });
});
