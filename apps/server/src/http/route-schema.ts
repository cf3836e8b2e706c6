import type { FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../rbac/service-error.ts';
import { describeIssue, issuesMessage, type RequestPart } from './input-issues.ts';

declare module 'fastify' {
  interface FastifySchema {
    /** One line on what the operation does: the OpenAPI summary. */
    summary?: string;
    /** The status of a successful answer when it is not 200 (OpenAPI document). */
    successStatus?: 200 | 201 | 204;
  }
}

/** Types `request.body`, `request.query` and `request.params` as what their zod schemas return. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export function isZodSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

/** A repeated query parameter (`?a=1&a=2`) counts with its last value, unless its schema takes a list. */
function lastValues(query: unknown, schema: z.ZodType): unknown {
  if (typeof query !== 'object' || query === null) return query;
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => {
      const takesList = shape[key] !== undefined && shape[key].safeParse([]).success;
      return [key, Array.isArray(value) && !takesList ? value.at(-1) : value];
    }),
  );
}

/** A body that may be left out: no body reads as `{}`. */
export function bodyOrEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((body) => (body === null || body === undefined ? {} : body), schema);
}

const compileZodValidator: FastifySchemaCompiler<unknown> = ({ schema, httpPart, method, url }) => {
  if (!isZodSchema(schema)) throw new Error(`${method} ${url}: the ${httpPart ?? 'input'} schema is not a zod schema`);
  const part = (httpPart ?? 'body') as RequestPart;
  return (data: unknown) => {
    const input = part === 'querystring' ? lastValues(data, schema) : data;
    const result = schema.safeParse(input, { error: (issue) => describeIssue(part, issue) });
    return result.success ? { value: result.data } : { error: badRequest(issuesMessage(result.error)) };
  };
};

/**
 * The routes of `app` declare `schema: { summary, params?, querystring?, body? }` with zod schemas:
 * input that does not fit is refused with 400 `{error, message}` naming each field and why, before
 * the handler runs; the handler gets the parsed values, typed. Guards that refuse the caller
 * (401/403) go in `preValidation`, so a caller without access learns nothing about the input.
 * The same schemas make the OpenAPI document (`openapi.routes.ts`).
 */
export function withRouteSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(compileZodValidator);
  return app.withTypeProvider<ZodTypeProvider>();
}
