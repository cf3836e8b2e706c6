import type { PlaybookListItem, PlaybookParameter } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { playbookKit } from './playbook-test-kit.ts';

const echo = [{ name: 'echo', exec: { script: 'echo hi' } }];

describe(`GET /api/playbook/list and POST /api/playbook/:id/params (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  let viewer: TestPerson;
  const kit = playbookKit(() => t);
  const ids: Record<string, string> = {};
  const playbooks: Record<string, string> = {};

  const list = async (query: string) => {
    const response = await kit.get(viewer, `/api/playbook/list?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlaybookListItem[]>().map((item) => item.name).sort();
  };

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    viewer = await t.person({ roles: ['viewer'], name: 'Vera Viewer' });
    ids.web = await kit.config('web', 'Kubernetes::Deployment', { labels: { app: 'web' }, tags: { cluster: 'prod' } });
    ids.db = await kit.config('db', 'Kubernetes::StatefulSet', { labels: { app: 'db' }, health: 'unhealthy' });
    ids.api = await kit.check('api', 'http', { team: 'payments' });
    ids.dns = await kit.check('dns', 'dns');
    ids.svc = await kit.component('checkout', 'Service', { tier: 'front' });
    ids.queue = await kit.component('queue', 'Queue');
    playbooks.byType = await kit.playbook(editor, 'by-type', { configs: [{ types: ['Kubernetes::Deployment'] }], actions: echo });
    playbooks.byLabel = await kit.playbook(editor, 'by-label', { configs: [{ labelSelector: 'app=db' }], actions: echo });
    playbooks.byTag = await kit.playbook(editor, 'by-tag', { configs: [{ tags: { cluster: 'prod' } }], actions: echo });
    playbooks.byHealth = await kit.playbook(editor, 'by-health', { configs: [{ health: 'unhealthy' }], actions: echo });
    playbooks.byName = await kit.playbook(editor, 'by-name', { checks: [{ name: 'api' }], components: [{ name: 'queue' }], actions: echo });
    playbooks.checkType = await kit.playbook(editor, 'check-type', { checks: [{ types: ['dns'] }, { labelSelector: 'team=payments' }], actions: echo });
    playbooks.component = await kit.playbook(editor, 'component-labels', { components: [{ labelSelector: 'tier=front' }], actions: echo });
    playbooks.otherAgent = await kit.playbook(editor, 'other-agent', { configs: [{ types: ['Kubernetes::Deployment'], agent: 'someone-else' }], actions: echo });
    playbooks.templated = await kit.playbook(editor, 'templated', {
      configs: [{ name: 'web' }],
      checks: [{ name: 'api' }],
      parameters: [
        { name: 'target', default: '{{.config.name}} ({{.config.type}})' },
        { name: 'who', label: 'Requested by', default: '{{.user.name}}' },
        { name: 'check', default: 'check {{.check.name}}' },
        { name: 'plain', type: 'checkbox', default: true, required: true, description: 'plain', properties: { multiline: 'true' } },
      ],
      actions: echo,
    });
    playbooks.gone = await kit.playbook(editor, 'gone', { configs: [{ types: ['Kubernetes::Deployment'] }], actions: echo });
    await t.db.query('UPDATE playbooks SET deleted_at = now() WHERE id = $1', [playbooks.gone]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the live playbooks whose config selectors pick a config: by type, label, tag, health, name', async () => {
    expect(await list(`config_id=${ids.web}`)).toEqual(['by-tag', 'by-type', 'templated']);
    expect(await list(`config_id=${ids.db}`)).toEqual(['by-health', 'by-label']);
  });

  it('lists by check and by component selectors', async () => {
    expect(await list(`check_id=${ids.api}`)).toEqual(['by-name', 'check-type', 'templated']);
    expect(await list(`check_id=${ids.dns}`)).toEqual(['check-type']);
    expect(await list(`component_id=${ids.svc}`)).toEqual(['component-labels']);
    expect(await list(`component_id=${ids.queue}`)).toEqual(['by-name']);
  });

  it('answers each item with its parameters templated against the resource', async () => {
    const response = await kit.get(viewer, `/api/playbook/list?config_id=${ids.web}`);
    const templated = response.json<PlaybookListItem[]>().find((item) => item.name === 'templated')!;
    expect(templated).toMatchObject({ id: playbooks.templated, title: 'templated' });
    expect(templated.parameters.map((parameter) => [parameter.name, parameter.default])).toEqual([
      ['target', 'web (Kubernetes::Deployment)'],
      ['who', 'Vera Viewer'],
      // A field the resource does not have renders empty.
      ['check', 'check '],
      ['plain', 'true'],
    ]);
  });

  it('refuses a request without exactly one resource, and answers 404 for an unknown one', async () => {
    const none = await kit.get(viewer, '/api/playbook/list');
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toContain('config_id, check_id or component_id');
    const two = await kit.get(viewer, `/api/playbook/list?config_id=${ids.web}&check_id=${ids.api}`);
    expect(two.statusCode).toBe(400);
    const malformed = await kit.get(viewer, '/api/playbook/list?config_id=web');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toContain("'web' is not a config id");
    const unknown = await kit.get(viewer, '/api/playbook/list?config_id=00000000-0000-4000-8000-000000000001');
    expect(unknown.statusCode).toBe(404);
  });

  it('answers the parameters with defaults rendered against the resource and the user', async () => {
    const onCheck = await kit.post(viewer, `/api/playbook/${playbooks.templated}/params`, { check_id: ids.api });
    expect(onCheck.statusCode, onCheck.body).toBe(200);
    const params = onCheck.json<{ params: PlaybookParameter[] }>().params;
    expect(params.find((parameter) => parameter.name === 'check')?.default).toBe('check api');
    expect(params.find((parameter) => parameter.name === 'who')).toEqual({ name: 'who', label: 'Requested by', type: 'text', default: 'Vera Viewer' });
    expect(params.find((parameter) => parameter.name === 'plain')).toEqual({ name: 'plain', label: 'plain', type: 'checkbox', required: true, description: 'plain', default: 'true', properties: { multiline: true } });
    const onConfig = await kit.post(viewer, `/api/playbook/${playbooks.templated}/params`, { id: playbooks.templated, config_id: ids.web });
    expect(onConfig.json<{ params: PlaybookParameter[] }>().params[0]!.default).toBe('web (Kubernetes::Deployment)');
    const without = await kit.post(viewer, `/api/playbook/${playbooks.templated}/params`);
    expect(without.statusCode).toBe(200);
  });

  it('answers 404 for a deleted playbook or an unknown resource', async () => {
    expect((await kit.post(viewer, `/api/playbook/${playbooks.gone}/params`, {})).statusCode).toBe(404);
    expect((await kit.post(viewer, `/api/playbook/${playbooks.templated}/params`, { config_id: '00000000-0000-4000-8000-000000000002' })).statusCode).toBe(404);
  });
});
