import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { SESSION_COOKIE } from '../auth/auth-contracts.ts';
import { isZodSchema } from './route-schema.ts';

/** A route as Fastify registered it: what the document is made of. */
export interface RecordedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

interface Operation {
  summary: string;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
  security: Record<string, string[]>[];
}

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

/** What a client may send, as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), without its `$schema`. */
function inputJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}

function parametersOf(schema: unknown, location: Parameter['in']): Parameter[] {
  if (!isZodSchema(schema)) return [];
  const json = inputJsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: location, required: location === 'path' || required.has(name), schema: property }));
}

function operationOf(schema: FastifySchema): Operation {
  const parameters = [...parametersOf(schema.params, 'path'), ...parametersOf(schema.querystring, 'query')];
  const body = isZodSchema(schema.body) ? inputJsonSchema(schema.body) : undefined;
  // Fastify hands a request without a body to its schema as null.
  const bodyRequired = isZodSchema(schema.body) && !schema.body.safeParse(null).success;
  const success = String(schema.successStatus ?? 200);
  const hasInput = parameters.length > 0 || body !== undefined;
  return {
    summary: schema.summary ?? '',
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: { required: bodyRequired, content: { 'application/json': { schema: body } } } } : {}),
    responses: {
      [success]: { description: success === '204' ? 'Done; no content' : 'Success' },
      ...(hasInput ? { '400': ERROR_RESPONSE } : {}),
      '401': ERROR_RESPONSE,
      '403': ERROR_RESPONSE,
      default: ERROR_RESPONSE,
    },
  };
}

/** `/api/people/:id` as OpenAPI writes it: `/api/people/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 document of the routes that declare their schemas (`route-schema.ts`); HEAD
 * routes Fastify adds to each GET are left out.
 */
export function openApiDocument(routes: readonly RecordedRoute[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    if (route.method === 'HEAD' || route.schema?.summary === undefined) continue;
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route.schema) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vigil native API',
      version,
      description: 'The native endpoints under /api. The data API has its own OpenAPI root at /api/db/; the identity flows under /api/.ory follow Ory Kratos.',
    },
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'message'],
          properties: { error: { type: 'string', description: 'The status in words, e.g. "bad request"' }, message: { type: 'string', description: 'What was refused and why' } },
        },
      },
      responses: {
        Error: { description: 'A refusal with its reason', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
      securitySchemes: {
        accessToken: { type: 'http', scheme: 'bearer', description: 'An access token (also accepted as Basic token:<value>)' },
        sessionToken: { type: 'apiKey', in: 'header', name: 'X-Session-Token' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      },
    },
    security: [{ accessToken: [] }, { sessionToken: [] }, { sessionCookie: [] }],
  };
}
