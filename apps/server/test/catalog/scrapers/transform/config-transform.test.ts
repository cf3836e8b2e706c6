import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyEntryTransform } from '#src/catalog/scrapers/transform/transform-pipeline.ts';
import { item, resultOf, transformOf } from './transform-support.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('transforming scraped items', () => {
  it('removes excluded fields, only from items of the types a rule names', async () => {
    const transform = transformOf({ transform: { exclude: [{ jsonpath: '.metadata.generateName', types: ['Kubernetes::Pod'] }, { jsonpath: '$.spec.containers[*].env' }] } });
    const pod = item('Kubernetes::Pod', 'p1', { metadata: { name: 'web-1', generateName: 'web-' }, spec: { containers: [{ name: 'app', env: [{ name: 'A' }] }] } });
    const job = item('Kubernetes::Job', 'j1', { metadata: { name: 'migrate', generateName: 'migrate-' }, spec: { containers: [] } });
    const out = await applyEntryTransform(resultOf([pod, job]), transform);
    expect(out.errors).toEqual([]);
    expect(out.items.map((i) => i.config)).toEqual([
      { metadata: { name: 'web-1' }, spec: { containers: [{ name: 'app' }] } },
      { metadata: { name: 'migrate', generateName: 'migrate-' }, spec: { containers: [] } },
    ]);
    // What the scraper read is left as it was.
    expect(pod.config).toMatchObject({ metadata: { generateName: 'web-' } });
  });

  it('masks values with a hash or a literal, in items the selector picks', async () => {
    const transform = transformOf({
      transform: {
        mask: [
          { jsonpath: '$.password', value: 'md5sum' },
          { jsonpath: '$.keys', value: 'md5sum' },
          { selector: "config.name == 'a'", jsonpath: '$.secret', value: '***' },
          { selector: 'config.missing.field == 1', jsonpath: '$.name', value: 'never' },
        ],
      },
    });
    const a = item('Demo::Config', 'a', { name: 'a', password: 'p1', secret: 's1', keys: { b: 2, a: 1 } });
    const b = item('Demo::Config', 'b', { name: 'b', password: 'p2', secret: 's2' });
    const out = await applyEntryTransform(resultOf([a, b]), transform);
    expect(out.items.map((i) => i.config)).toEqual([
      { name: 'a', password: md5('p1'), secret: '***', keys: md5('{"a":1,"b":2}') },
      { name: 'b', password: md5('p2'), secret: 's2' },
    ]);
  });

  it('replaces configs with what a script returns, reading id and name again, splitting and dropping items', async () => {
    const transform = transformOf({
      id: '$.id',
      name: '$.title',
      transform: { expr: "config.id == 'empty' ? [] : config.parts.map(p, {'id': config.id + '-' + p, 'title': p.upperAscii()})" },
    });
    const out = await applyEntryTransform(
      resultOf([item('Demo::Set', 'set', { id: 'set', parts: ['x', 'y'] }), item('Demo::Set', 'empty', { id: 'empty', parts: [] })]),
      transform,
    );
    expect(out.errors).toEqual([]);
    expect(out.items.map((i) => [i.externalId, i.name, i.config])).toEqual([
      [['set-x'], 'X', { id: 'set-x', title: 'X' }],
      [['set-y'], 'Y', { id: 'set-y', title: 'Y' }],
    ]);
  });

  it('runs javascript, jsonpath and Go template scripts, which see the item as result', async () => {
    const one = [item('Demo::App', 'app', { spec: { replicas: 3 } }, { labels: { team: 'ops' } })];
    const js = await applyEntryTransform(resultOf(one), transformOf({ transform: { javascript: '({ replicas: config.spec.replicas, team: result.labels.team, type: result.type })' } }));
    expect(js.items[0]!.config).toEqual({ replicas: 3, team: 'ops', type: 'Demo::App' });
    const jsonPath = await applyEntryTransform(resultOf(one), transformOf({ transform: { jsonpath: '$.config.spec' } }));
    expect(jsonPath.items[0]!.config).toEqual({ replicas: 3 });
    const template = await applyEntryTransform(resultOf(one), transformOf({ transform: { gotemplate: '[{"name": "{{ .result.name }}", "n": {{ .config.spec.replicas }}}]' } }));
    expect(template.items[0]!.config).toEqual({ name: 'app', n: 3 });
  });

  it('fails only the items a script fails on, or whose configs it gives the same id, naming them', async () => {
    const transform = transformOf({ id: '$.id', transform: { expr: "config.kind == 'twin' ? [config, config] : [config + 1]" } });
    const out = await applyEntryTransform(resultOf([item('Demo::A', 'a', { id: 'a', kind: 'twin' }), item('Demo::A', 'b', { id: 'b', kind: 'plain' })]), transform);
    expect(out.items).toEqual([]);
    expect(out.errors).toEqual([
      'Demo::A a: the script returned two configs with the id a: set id to a JSONPath that tells them apart',
      expect.stringMatching(/^Demo::A b: transform \(expr\): /),
    ]);
  });

  it('leaves out an item whose exclusion cannot run, rather than store it unmasked', async () => {
    const transform = transformOf({ transform: { exclude: [{ jsonpath: '$.users[?(@.auth.kind == "password")].auth' }] } });
    const out = await applyEntryTransform(resultOf([item('Demo::Db', 'db', { users: [{ name: 'x' }] }), item('Demo::Db', 'ok', { other: true })]), transform);
    expect(out.items.map((i) => i.externalId[0])).toEqual(['ok']);
    expect(out.errors).toEqual([expect.stringMatching(/^Demo::Db db: /)]);
  });

  it('takes created and deleted times from the first field that holds one, reporting values that do not fit the layout', async () => {
    const transform = transformOf({ createFields: ['$.created', '$.metadata.creationTimestamp'], deleteFields: ['$.deletedOn'], timestampFormat: 'RFC3339' });
    const out = await applyEntryTransform(
      resultOf([
        item('Demo::A', 'a', { metadata: { creationTimestamp: '2024-01-02T03:04:05Z' }, deletedOn: '2024-02-01T00:00:00+01:00' }),
        item('Demo::A', 'b', { created: 'last tuesday' }),
      ]),
      transform,
    );
    expect(out.items.map((i) => [i.createdAt?.toISOString(), i.deletedAt?.toISOString(), i.deleteReason])).toEqual([
      ['2024-01-02T03:04:05.000Z', '2024-01-31T23:00:00.000Z', 'FROM_DELETE_FIELD'],
      [undefined, undefined, undefined],
    ]);
    expect(out.errors).toEqual(["Demo::A b: createFields: $.created is 'last tuesday', which does not fit timestampFormat 2006-01-02T15:04:05Z07:00"]);
  });

  it('adds properties whose filter holds, with their templates rendered over the item', async () => {
    const transform = transformOf({
      properties: [
        { name: 'owner', text: '{{ .config.owner }}', icon: 'user', links: [{ label: 'Runbook', url: 'https://runbooks.test/{{ .name }}' }] },
        { name: 'replicas', value: 3, filter: "has(config.replicas)" },
        { name: 'broken', filter: 'config.owner + 1 > 2' },
      ],
    });
    const out = await applyEntryTransform(resultOf([item('Demo::App', 'web', { owner: 'shop', replicas: 2 })]), transform);
    expect(out.items[0]!.properties).toEqual([
      { name: 'owner', text: 'shop', icon: 'user', links: [{ label: 'Runbook', url: 'https://runbooks.test/web' }] },
      { name: 'replicas', value: 3 },
    ]);
    expect(out.errors).toEqual([expect.stringMatching(/^Demo::App web: property broken: /)]);
  });
});
