import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRAPER_REGISTRY } from '#src/catalog/scrapers/scraper-registry.ts';
import { CHECK_REGISTRY } from '#src/health/checks/check-registry.ts';
import type { PluginExample } from '#src/spec/plugin.ts';
import { parseYamlText } from '#src/spec/yaml-text.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

interface EntrySchema {
  type: string;
  properties: Record<string, unknown>;
  required?: string[];
}

interface KindSchema {
  $schema: string;
  type: string;
  required: string[];
  additionalProperties: boolean;
  properties: {
    apiVersion: { const: string };
    kind: { const: string };
    metadata: { properties: Record<string, unknown> };
    spec: { type: string; additionalProperties: boolean; properties: Record<string, { type: string; items: EntrySchema }> };
  };
}

const asEntry = (example: PluginExample) => (typeof example === 'string' ? parseYamlText(example) : example) as Record<string, unknown>;

const KINDS = [
  { kind: 'Canary', apiVersion: 'canaries.flanksource.com/v1', registry: CHECK_REGISTRY, specFields: ['schedule', 'interval'] },
  { kind: 'ScrapeConfig', apiVersion: 'configs.flanksource.com/v1', registry: SCRAPER_REGISTRY, specFields: ['schedule'] },
] as const;

describe(`GET /api/schemas/<kind>.schema.json (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = viewer.headers) => t.app.inject({ method: 'GET', url, headers });

  it('answers 401 to a request without a caller', async () => {
    expect((await get('/api/schemas/Canary.schema.json', {})).statusCode).toBe(401);
  });

  it.each(KINDS)('$kind: the whole document, with every registered type and its required fields', async ({ kind, apiVersion, registry, specFields }) => {
    const response = await get(`/api/schemas/${kind}.schema.json`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/schema\+json/);
    const schema = response.json<KindSchema>();
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(['apiVersion', 'kind', 'spec']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.spec.additionalProperties).toBe(false);
    expect(schema.properties.apiVersion.const).toBe(apiVersion);
    expect(schema.properties.kind.const).toBe(kind);
    expect(Object.keys(schema.properties.metadata.properties)).toEqual(['name', 'namespace', 'labels']);
    const lists = schema.properties.spec.properties;
    for (const field of specFields) expect(lists).toHaveProperty(field);
    expect(registry.types().length).toBeGreaterThan(3);
    for (const type of registry.types()) {
      expect(lists[type]?.type, type).toBe('array');
      expect(lists[type]?.items.type, type).toBe('object');
    }
    for (const example of registry.plugins.flatMap((plugin) => plugin.examples.map((entry) => ({ type: plugin.type, entry: asEntry(entry) })))) {
      const items = lists[example.type]!.items;
      for (const field of items.required ?? []) expect(example.entry, `${example.type} example lacks ${field}`).toHaveProperty(field);
      for (const field of Object.keys(example.entry)) expect(items.properties, `${example.type}.${field}`).toHaveProperty(field);
    }
  });

  it('declares the required fields of each type, as its validator requires them', async () => {
    const canary = (await get('/api/schemas/Canary.schema.json')).json<KindSchema>().properties.spec.properties;
    expect(canary.tcp?.items.required).toEqual(['endpoint']);
    expect(canary.exec?.items.required).toEqual(['script']);
    expect(canary.tcp?.items.properties).toHaveProperty('endpoint', { type: 'string' });
    const scrapers = (await get('/api/schemas/ScrapeConfig.schema.json')).json<KindSchema>().properties.spec.properties;
    expect(scrapers.file?.items.required).toEqual(['paths']);
  });

  it('matches the kind whatever its case', async () => {
    const lower = await get('/api/schemas/canary.schema.json');
    expect(lower.statusCode).toBe(200);
    expect(lower.json<KindSchema>().properties.kind.const).toBe('Canary');
    expect((await get('/api/schemas/scrapeconfig.schema.json')).statusCode).toBe(200);
  });

  it('answers 404 naming the kinds that exist for an unknown kind', async () => {
    for (const url of ['/api/schemas/NoSuchKind.schema.json', '/api/schemas/Canary.json', '/api/schemas/Canary']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        error: 'not found',
        message: expect.stringContaining('the schemas are Canary.schema.json, ScrapeConfig.schema.json') as string,
      });
    }
  });
});
