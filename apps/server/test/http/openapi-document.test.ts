import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

interface Operation {
  summary: string;
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
}

interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

/** Every route Fastify holds, as `METHOD /path`, read from its own route tree (printRoutes). */
function registeredRoutes(app: FastifyInstance): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const [, segment = '', methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4)) ?? [];
    prefixes.length = depth;
    const path = `${prefixes.at(-1) ?? ''}${segment}`;
    prefixes.push(path);
    for (const method of methods?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

const isNativeApi = (route: string) => {
  const path = route.split(' ')[1]!;
  return path.startsWith('/api/') && !path.startsWith('/api/db') && !path.startsWith('/api/.ory');
};

function resolves(document: unknown, ref: string): boolean {
  let node: unknown = document;
  for (const key of ref.replace(/^#\//, '').split('/')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, entry]) => (key === '$ref' && typeof entry === 'string' ? [entry] : refsOf(entry)));
}

describe(`GET /api/openapi.json documents every native route (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;
  let document: Document;

  beforeAll(async () => {
    t = await startAccessTestApp();
    viewer = await t.person({ roles: ['viewer'] });
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: viewer.headers });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    document = response.json<Document>();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers any signed-in caller, and 401 to nobody', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
  });

  it('lists each route Fastify registered under /api, outside /api/db and /api/.ory, with a summary', () => {
    const expected = registeredRoutes(t.app)
      .filter(isNativeApi)
      .filter((route) => !route.startsWith('HEAD '))
      .map((route) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}'))
      .sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(expected).toContain('POST /api/auth/create_token');
    expect(expected).toContain('DELETE /api/people/{id}');
    expect(documented).toEqual(expected);
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) expect(operation.summary.length).toBeGreaterThan(10);
    }
  });

  it('is OpenAPI 3.1 in shape: path parameters declared, responses keyed by status, every $ref resolving', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(document.components.schemas.Error).toEqual({
      type: 'object',
      required: ['error', 'message'],
      properties: { error: expect.objectContaining({ type: 'string' }), message: expect.objectContaining({ type: 'string' }) },
    });
    for (const [path, operations] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\/api\//);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      for (const [method, operation] of Object.entries(operations)) {
        expect(['get', 'put', 'post', 'delete', 'patch']).toContain(method);
        const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
        expect(inPath.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual(templated);
        for (const parameter of operation.parameters ?? []) {
          expect(['path', 'query']).toContain(parameter.in);
          expect(parameter.schema).not.toHaveProperty('$schema');
        }
        for (const status of Object.keys(operation.responses)) expect(status).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/);
      }
    }
    for (const ref of refsOf(document)) expect(resolves(document, ref), ref).toBe(true);
  });

  it('describes inputs from the routes\' schemas, and the error shape of a refusal', () => {
    const create = document.paths['/api/auth/create_token']!.post!;
    expect(create.responses).toHaveProperty('201');
    expect(create.responses['400']).toEqual({ $ref: '#/components/responses/Error' });
    const body = create.requestBody!.content['application/json']!.schema;
    expect(body).toMatchObject({ type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 255 } } });
    const revoke = document.paths['/api/auth/tokens/{id}']!.delete!;
    expect(revoke.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'string', format: 'uuid' }) }]);
    const graph = document.paths['/api/canary/api/graph']!.get!;
    expect(graph.parameters?.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['check', 'query', false],
      ['start', 'query', false],
      ['end', 'query', false],
    ]);
  });
});
