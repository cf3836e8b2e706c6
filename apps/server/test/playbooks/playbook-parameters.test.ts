import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { playbookKit } from './playbook-test-kit.ts';

describe(`run parameters are checked by the server with the spec's messages (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  let playbookId: string;
  let configId: string;
  let teamId: string;
  const kit = playbookKit(() => t);

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    configId = await kit.config('web');
    teamId = await kit.team('Platform', [editor]);
    playbookId = await kit.playbook(editor, 'every-parameter', {
      configs: [{ types: ['Kubernetes::Deployment'] }],
      parameters: [
        { name: 'reason', required: true },
        { name: 'short', properties: { minLength: 3, maxLength: 5 } },
        { name: 'word', properties: { regex: '^[a-z]+$' } },
        { name: 'replicas', properties: { min: 1, max: 10 } },
        { name: 'size', type: 'text', properties: { format: 'bytes' } },
        { name: 'cpu', type: 'millicores' },
        { name: 'host', properties: { format: 'dns1123' } },
        { name: 'memory', type: 'bytes' },
        { name: 'dry', type: 'checkbox' },
        { name: 'mode', type: 'list', properties: { options: [{ label: 'Fast', value: 'fast' }, { label: 'Slow', value: 'slow' }] } },
        { name: 'values', type: 'code', properties: { language: 'json' } },
        { name: 'owner', type: 'people' },
        { name: 'team', type: 'team' },
        { name: 'config', type: 'config' },
        { name: 'check', type: 'check' },
        { name: 'component', type: 'component' },
        { name: 'named', default: '{{.config.name}}-x', properties: { format: 'dns1123' } },
      ],
      actions: [{ name: 'echo', exec: { script: 'echo hi' } }],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const refusal = async (params: Record<string, unknown>) => {
    const response = await kit.run(editor, { id: playbookId, config_id: configId, params: { reason: 'because', ...params } });
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ message: string }>().message;
  };

  it('refuses a required parameter left out or empty: This field is required', async () => {
    const response = await kit.run(editor, { id: playbookId, config_id: configId, params: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Invalid parameters: reason: This field is required');
    expect(await refusal({ reason: '' })).toBe('Invalid parameters: reason: This field is required');
  });

  it.each([
    [{ short: 'ab' }, 'short: must be at least 3 characters'],
    [{ short: 'abcdef' }, 'short: must be at most 5 characters'],
    [{ word: 'Hello1' }, 'word: must match ^[a-z]+$'],
    [{ replicas: 'many' }, 'replicas: must be a number'],
    [{ replicas: 0 }, 'replicas: must be at least 1'],
    [{ replicas: '11' }, 'replicas: must be at most 10'],
    [{ size: '12 apples' }, 'size: must be a size such as 512Mi or 2Gi'],
    [{ memory: 'lots' }, 'memory: must be a size such as 512Mi or 2Gi'],
    [{ cpu: 'half' }, 'cpu: must be CPU in millicores such as 500m, or cores such as 2'],
    [{ host: 'Web_Server' }, "host: must be lowercase letters, digits and '-', in dot-separated labels that start and end with a letter or digit"],
    [{ host: 'web-.example' }, "host: must be lowercase letters, digits and '-'"],
    [{ dry: 'yes' }, 'dry: must be true or false'],
    [{ mode: 'medium' }, 'mode: must be one of fast, slow'],
    [{ values: '{not json' }, 'values: must be valid JSON'],
    [{ owner: 'someone' }, 'owner: must be the id of a person'],
    [{ owner: '00000000-0000-4000-8000-000000000009' }, 'owner: no person with id 00000000-0000-4000-8000-000000000009'],
    [{ team: '00000000-0000-4000-8000-000000000009' }, 'team: no team with id'],
    [{ config: '00000000-0000-4000-8000-000000000009' }, 'config: no config with id'],
    [{ check: '00000000-0000-4000-8000-000000000009' }, 'check: no check with id'],
    [{ component: '00000000-0000-4000-8000-000000000009' }, 'component: no component with id'],
    [{ colour: 'red' }, 'colour: is not a parameter of this playbook'],
  ])('refuses %o naming the parameter', async (params, message) => {
    expect(await refusal(params)).toContain(message);
  });

  it('names every parameter at fault at once', async () => {
    expect(await refusal({ reason: '', dry: 'maybe', mode: 'x' })).toBe('Invalid parameters: reason: This field is required; dry: must be true or false; mode: must be one of fast, slow');
  });

  it('accepts good values of every type, fills defaults templated against the resource, and stores them with the run', async () => {
    const response = await kit.run(editor, {
      id: playbookId,
      config_id: configId,
      params: {
        reason: 'because',
        short: 'abcd',
        word: 'hello',
        replicas: 3,
        size: '1.5Gi',
        cpu: '250m',
        host: 'web.example-1.com',
        memory: '512Mi',
        dry: true,
        mode: 'slow',
        values: '{"a": 1}',
        owner: editor.id,
        team: teamId,
        config: configId,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await t.db.query<{ parameters: Record<string, string> }>('SELECT parameters FROM playbook_runs WHERE id = $1', [response.json<{ run_id: string }>().run_id]);
    expect(rows[0]!.parameters).toMatchObject({ replicas: '3', dry: 'true', team: teamId, named: 'web-x', mode: 'slow' });
  });
});
