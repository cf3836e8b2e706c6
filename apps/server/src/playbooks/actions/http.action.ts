import type { z } from 'zod';
import { authorizationHeader } from '#src/protocols/http/http-authorization.ts';
import { sendHttpRequest, type HttpResponseSummary } from '#src/protocols/http/http-request.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { acrossFields, needsOneOf, specBoolean, specChoice, specList, specNumber, specObject, specString, specStringMap } from '#src/spec/spec-schema.ts';
import { ActionFailedError, definePlaybookAction, type ActionContext, type PlaybookAction } from './playbook-action.ts';

export interface HttpActionSpec {
  url?: string | undefined;
  /** A stored connection: its url when `url` is absent, and its credentials (Basic auth). */
  connection?: string | undefined;
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
  /** Statuses that count as success; 2xx when absent. */
  expectedStatus?: number[] | undefined;
  insecureSkipVerify: boolean;
}

const headerEntry = specObject({ name: specString({ required: true }), value: specString() });

/** `headers` as a map or as upstream's list of `{name, value}`. */
const headersSchema = specChoice('must be a map of strings or a list of {name, value}', [
  [isPlainObject, specStringMap()],
  [Array.isArray, specList(headerEntry).transform((entries) => Object.fromEntries((entries ?? []).map((entry) => [entry.name, entry.value ?? ''])))],
]);

const httpActionSchema: z.ZodType<HttpActionSpec> = needsOneOf(
  acrossFields(
    specObject({
      url: specString(),
      connection: specString(),
      method: specString(),
      headers: headersSchema,
      body: specString(),
      expectedStatus: specList(specNumber({ integer: true, min: 100, max: 599, required: true })),
      insecureSkipVerify: specBoolean(),
    }),
    (entry, issue) => {
      if (entry.url === undefined && entry.connection === undefined) issue('url', 'url or connection is required');
    },
  ),
  ['url', 'connection'],
).transform((entry) => ({
  ...entry,
  method: (entry.method ?? 'GET').toUpperCase(),
  expectedStatus: entry.expectedStatus?.filter((status) => status !== undefined),
  headers: (entry.headers ?? {}) as Record<string, string>,
  insecureSkipVerify: entry.insecureSkipVerify ?? false,
}));

interface Target {
  url: URL;
  authorization?: string | undefined;
}

async function targetOf(spec: HttpActionSpec, context: ActionContext): Promise<Target> {
  let url = spec.url;
  let authorization: string | undefined;
  if (spec.connection !== undefined) {
    const connection = await context.resolveConnection(spec.connection);
    if (!connection) throw new ActionFailedError(`connection ${spec.connection} not found`);
    url ??= connection.url;
    authorization = authorizationHeader({ username: connection.username, password: connection.password });
  }
  if (url === undefined) throw new ActionFailedError('no url: neither the action nor its connection has one');
  try {
    return { url: new URL(url), authorization };
  } catch {
    throw new ActionFailedError(`${url} is not a valid URL`);
  }
}

function statusOk(spec: HttpActionSpec, status: number): boolean {
  return spec.expectedStatus ? spec.expectedStatus.includes(status) : status >= 200 && status < 300;
}

/**
 * Sends one request (no redirects followed) with the spec's method, headers and body; a `connection`
 * gives the url when the spec has none and its username and password as Basic auth (a header the
 * spec writes itself wins). Result `{status, headers, body}`; a status outside `expectedStatus`
 * (2xx by default) fails the action and keeps the response.
 */
export const httpAction: PlaybookAction<HttpActionSpec> = definePlaybookAction({
  type: 'http',
  schema: httpActionSchema,
  examples: [
    'url: http://127.0.0.1:8080/healthz\nexpectedStatus: [200]\n',
    { connection: 'connection://default/deployer', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"service": "{{.params.service}}"}', expectedStatus: [200, 202] },
  ],

  async run(spec, context) {
    const target = await targetOf(spec, context);
    const headers = { ...spec.headers };
    const hasAuthorization = Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
    if (!hasAuthorization && target.authorization !== undefined) headers.Authorization = target.authorization;
    let response: HttpResponseSummary;
    try {
      response = await sendHttpRequest({ url: target.url, method: spec.method, headers, body: spec.body, insecure: spec.insecureSkipVerify, signal: context.signal });
    } catch (error) {
      const reason = context.signal.aborted ? 'stopped before the server answered' : error instanceof Error ? error.message : String(error);
      throw new ActionFailedError(`${spec.method} ${target.url.href} failed: ${reason}`);
    }
    const result = { status: response.code, headers: response.headers, body: response.content };
    if (!statusOk(spec, response.code)) {
      const expected = spec.expectedStatus ? spec.expectedStatus.join(', ') : '2xx';
      throw new ActionFailedError(`${spec.method} ${target.url.href} answered ${response.code}, expected ${expected}`, { result });
    }
    return { result };
  },
});
