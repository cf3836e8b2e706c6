import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SCRAPER_REGISTRY, SCRAPER_TYPES } from '#src/catalog/scrapers/scraper-registry.ts';
import type { ScraperContext } from '#src/catalog/scrapers/scraper-type.ts';
import { ScriptRunner } from '#src/exec/script-runner.ts';
import { CHECK_REGISTRY, CHECK_TYPES } from '#src/health/checks/check-registry.ts';
import type { ProbeContext } from '#src/health/checks/check-type.ts';
import { definePlugin, pluginRegistry, type PluginExample } from '#src/spec/plugin.ts';
import { parseYamlText } from '#src/spec/yaml-text.ts';

const asEntry = (example: PluginExample): unknown => (typeof example === 'string' ? parseYamlText(example) : example);

/** The examples of a plugin as its schema reads them; a refused one fails the test with its issues. */
function parsedExamples<Spec>(plugin: { type: string; examples: readonly PluginExample[]; parse(raw: unknown, path: string): { spec: Spec } | { issues: unknown[] } }): Spec[] {
  return plugin.examples.map((example, index) => {
    const result = plugin.parse(asEntry(example), `spec.${plugin.type}[${index}]`);
    if ('issues' in result) throw new Error(`${plugin.type} example ${index} is refused: ${JSON.stringify(result.issues)}`);
    return result.spec;
  });
}

const scripts = ScriptRunner.forConfig({ exec: true, execUser: 'nobody' });
const probeContext = (): ProbeContext => ({ signal: AbortSignal.timeout(10_000), timeoutMs: 10_000, resolveConnection: () => Promise.resolve(undefined), scripts });
const scraperContext = (): ScraperContext => ({ signal: AbortSignal.timeout(10_000), scraperId: 'examples', resolveConnection: () => Promise.resolve(undefined), scripts });

describe('every check type and scraper type shows itself with examples its schema accepts', () => {
  const plugins = [...CHECK_TYPES.map((plugin) => ({ kind: 'check', plugin })), ...SCRAPER_TYPES.map((plugin) => ({ kind: 'scraper', plugin }))];

  it.each(plugins.map(({ kind, plugin }) => [`${kind} ${plugin.type}`, plugin] as const))('%s: has examples, each accepted by its schema', (_name, plugin) => {
    expect(plugin.examples.length).toBeGreaterThan(0);
    expect(parsedExamples(plugin)).toHaveLength(plugin.examples.length);
  });

  it('generates a JSON Schema of an entry of every type, for editors', () => {
    for (const registry of [CHECK_REGISTRY, SCRAPER_REGISTRY]) {
      for (const type of registry.types()) {
        const schema = registry.jsonSchema(type);
        expect(schema, type).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema' });
      }
    }
    expect(CHECK_REGISTRY.types()).toHaveLength(CHECK_TYPES.length);
    expect(SCRAPER_REGISTRY.types()).toEqual(['file', 'http', 'sql', 'kubernetes', 'exec']);
    expect(CHECK_REGISTRY.jsonSchema('nope')).toBeUndefined();
  });

  /**
   * Types whose schema still wraps a hand-written reader, so that their JSON Schema accepts anything.
   * A type leaves this list when it is described in zod; every type now is.
   */
  const NOT_CONVERTED_YET: string[] = [];

  /** What an editor is told each entry needs: its required fields, and (anyOf) the keys of which one is needed. */
  const NEEDS: Record<string, { required?: string[]; oneOf?: string[]; name?: true }> = {
    'check http': { oneOf: ['url', 'endpoint', 'connection'] },
    'check tcp': { required: ['endpoint'] },
    'check folder': { required: ['path'] },
    'check exec': { required: ['script'], name: true },
    'check dns': { required: ['query'] },
    'check postgres': { required: ['query'], oneOf: ['url', 'connection'] },
    'check mysql': { required: ['query'], oneOf: ['url', 'connection'] },
    'check mssql': { required: ['query'], oneOf: ['url', 'connection'] },
    'check redis': { oneOf: ['addr', 'url', 'connection'] },
    'check icmp': { required: ['endpoint'] },
    'check mongodb': { oneOf: ['url', 'connection'] },
    'check elasticsearch': { required: ['index', 'query'], oneOf: ['url', 'connection'] },
    'check prometheus': { required: ['query'], oneOf: ['url', 'host', 'connection'] },
    'check alertmanager': { oneOf: ['url', 'connection'] },
    'check kubernetes': { required: ['kind'] },
    'check catalog': { required: ['selector'], name: true },
    'scraper file': { required: ['paths'] },
    'scraper http': { required: ['id', 'type'], oneOf: ['url', 'connection'] },
    'scraper sql': { required: ['id', 'type', 'query'], oneOf: ['connection', 'url'] },
    'scraper kubernetes': {},
    'scraper exec': { required: ['id', 'type', 'script'] },
  };

  it.each(plugins.map(({ kind, plugin }) => [`${kind} ${plugin.type}`, kind === 'check' ? CHECK_REGISTRY : SCRAPER_REGISTRY, plugin.type] as const))(
    '%s: its JSON Schema lists its fields, what it needs, and refuses unknown keys',
    (name, registry, type) => {
      const schema = registry.jsonSchema(type)!;
      if (NOT_CONVERTED_YET.includes(name)) {
        expect(schema).not.toHaveProperty('properties');
        return;
      }
      const needs = NEEDS[name];
      expect(needs, `${name} is missing from NEEDS`).toBeDefined();
      expect(schema).toMatchObject({ type: 'object', additionalProperties: false });
      expect(Object.keys(schema.properties as object).length).toBeGreaterThan(needs!.required?.length ?? 0);
      expect(schema.required ?? []).toEqual(needs!.required ?? []);
      expect(schema.anyOf).toEqual(needs!.oneOf?.map((key) => ({ required: [key] })));
      expect(schema.allOf).toEqual(needs!.name ? [{ required: ['name'] }] : undefined);
      for (const key of [...(needs!.required ?? []), ...(needs!.oneOf ?? [])]) expect(schema.properties, `${name} ${key}`).toHaveProperty([key]);
    },
  );

  it('names a field of the wrong type once, not also as missing', () => {
    expect(CHECK_REGISTRY.find('redis')!.parse({ name: 'cache', addr: 6379 }, 'spec.redis[0]')).toEqual({ issues: [{ path: 'spec.redis[0].addr', message: 'must be a string' }] });
    expect(CHECK_REGISTRY.find('exec')!.parse({ name: 5, script: 'true' }, 'spec.exec[0]')).toEqual({ issues: [{ path: 'spec.exec[0].name', message: 'must be a string' }] });
  });

  it('describes the fields of the types whose schemas are written in zod, with what is required and no unknown key', () => {
    expect(CHECK_REGISTRY.jsonSchema('tcp')).toMatchObject({
      type: 'object',
      required: ['endpoint'],
      additionalProperties: false,
      properties: { endpoint: { type: 'string' }, thresholdMillis: expect.any(Object), timeout: expect.any(Object) },
    });
    expect(SCRAPER_REGISTRY.jsonSchema('file')).toMatchObject({ type: 'object', required: ['paths'], additionalProperties: false, properties: { paths: { type: 'array' } } });
    expect(SCRAPER_REGISTRY.jsonSchema('exec')).toMatchObject({ type: 'object', required: expect.arrayContaining(['script', 'id', 'type']), additionalProperties: false });
  });
});

describe('the examples run where a local target exists', () => {
  it('runs the exec check examples: each passes', async () => {
    const exec = CHECK_REGISTRY.find('exec')!;
    for (const spec of parsedExamples(exec)) expect(await exec.run(spec, probeContext())).toMatchObject({ pass: true });
  });

  it('runs the dns check example that asks for localhost', async () => {
    const dns = CHECK_REGISTRY.find('dns')!;
    const [localhost] = parsedExamples(dns);
    expect(await dns.run(localhost!, probeContext())).toMatchObject({ pass: true, data: { records: ['127.0.0.1'] } });
  });

  it('runs the exec scraper examples: each makes the items its script prints', async () => {
    const exec = SCRAPER_REGISTRY.find('exec')!;
    const [hosts, greeting] = parsedExamples(exec);
    const found = await exec.run(hosts, scraperContext());
    expect(found.items.map((item) => [item.type, item.name, item.config])).toEqual([
      ['Demo::Host', 'web-1', { name: 'web-1', zone: 'a' }],
      ['Demo::Host', 'web-2', { name: 'web-2', zone: 'b' }],
    ]);
    expect((await exec.run(greeting, scraperContext())).items.map((item) => item.config)).toEqual([{ id: '1', text: 'hello' }]);
  });
});

describe('the plug-in registry', () => {
  const plugin = (type: string) => definePlugin({ type, schema: z.strictObject({ name: z.string() }), examples: [{ name: 'a' }], run: () => Promise.resolve(type) });

  it('finds plugins by type, lists their types in order, and refuses two of one type', () => {
    const registry = pluginRegistry([plugin('b'), plugin('a')]);
    expect(registry.types()).toEqual(['b', 'a']);
    expect(registry.find('a')?.type).toBe('a');
    expect(registry.find('c')).toBeUndefined();
    expect(() => pluginRegistry([plugin('a'), plugin('a')])).toThrow('two plugins are registered as a');
  });

  it('derives parse from the schema, naming each issue under the entry path', () => {
    expect(plugin('a').parse({ name: 'x' }, 'spec.a[0]')).toEqual({ spec: { name: 'x' } });
    expect(plugin('a').parse({ colour: 'red' }, 'spec.a[1]')).toEqual({
      issues: [
        { path: 'spec.a[1].name', message: 'Invalid input: expected string, received undefined' },
        { path: 'spec.a[1].colour', message: 'unknown key' },
      ],
    });
  });
});
