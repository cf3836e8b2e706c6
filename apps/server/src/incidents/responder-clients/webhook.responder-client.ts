import { isPlainObject } from '#src/spec/spec-reader.ts';
import { acrossFields, needsOneOf, specObject, specString, specStringMap } from '#src/spec/spec-schema.ts';
import { resolveEndpoint } from './client-endpoint.ts';
import { bodyExcerpt, callService } from './responder-http.ts';
import { defineResponderClient, responderClientBaseShape } from './responder-client-type.ts';

const webhookClientSchema = needsOneOf(
  acrossFields(
    specObject({
      ...responderClientBaseShape,
      connection: specString(),
      url: specString(),
      headers: specStringMap(),
    }),
    (entry, issue) => {
      if (entry.url === undefined && entry.connection === undefined) issue('url', 'url or connection is required');
    },
  ),
  ['url', 'connection'],
);

interface WebhookSpec {
  connection?: string | undefined;
  url?: string | undefined;
  headers?: Record<string, string> | undefined;
}

async function post(spec: WebhookSpec, resolve: Parameters<typeof resolveEndpoint>[1], body: unknown, signal: AbortSignal) {
  const endpoint = await resolveEndpoint(spec, resolve);
  if (!endpoint.url) throw new Error(`the connection ${spec.connection ?? ''} has no URL`);
  const basic: Record<string, string> = endpoint.username && endpoint.password ? { authorization: `Basic ${Buffer.from(`${endpoint.username}:${endpoint.password}`).toString('base64')}` } : {};
  const answer = await callService(endpoint.url, { method: 'POST', headers: { ...basic, ...spec.headers }, body, signal });
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`the webhook ${new URL(endpoint.url).host} answered HTTP ${answer.status}${answer.body === '' ? '' : `: ${bodyExcerpt(answer.body)}`}`);
  }
  return { url: endpoint.url, answer };
}

/** Posts the responder's fields and the incident as JSON; the answer's `key` or `id`, if any, names the ticket. */
export const webhookResponderClient = defineResponderClient({
  type: 'webhook',
  schema: webhookClientSchema,
  examples: [
    'url: https://hooks.example.com/incidents\nheaders:\n  X-Team: platform\ndefaults:\n  summary: "{{ .incident.title }}"\n',
    { connection: 'connection://default/ticketing-hook' },
  ],
  async run(spec, { fields, incident, resolveConnection, signal }) {
    const { url, answer } = await post(spec, resolveConnection, { event: 'incident.responder.added', incident, fields }, signal);
    const named = isPlainObject(answer.body) ? (answer.body.key ?? answer.body.id) : undefined;
    const externalId = typeof named === 'string' || typeof named === 'number' ? String(named) : new URL(url).origin + new URL(url).pathname;
    return { externalId };
  },
  async comment(spec, { externalId, comment, author, incident, resolveConnection, signal }) {
    await post(spec, resolveConnection, { event: 'incident.comment.added', external_id: externalId, comment, author, incident }, signal);
  },
});
