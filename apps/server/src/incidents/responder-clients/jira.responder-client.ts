import { isPlainObject } from '#src/spec/spec-reader.ts';
import { plainSecretSchema } from '#src/connections/secret-value.schema.ts';
import { acrossFields, needsOneOf, specNumber, specObject, specString } from '#src/spec/spec-schema.ts';
import { resolveEndpoint, type ClientEndpoint } from './client-endpoint.ts';
import { bodyExcerpt, callService, joinUrl, type HttpAnswer } from './responder-http.ts';
import { defineResponderClient, requiredField, responderClientBaseShape } from './responder-client-type.ts';

const jiraClientSchema = needsOneOf(
  acrossFields(
    specObject({
      ...responderClientBaseShape,
      /** A stored connection (`connection://<namespace>/<name>`) with the Jira URL and credentials. */
      connection: specString(),
      url: specString(),
      /** With `password` (an API token): basic authentication; `password` alone is a bearer token. */
      username: specString(),
      password: plainSecretSchema,
      /** The REST API version: 2 (plain text descriptions) or 3 (Atlassian Document Format). */
      apiVersion: specNumber({ integer: true, min: 2, max: 3 }),
    }),
    (entry, issue) => {
      if (entry.url === undefined && entry.connection === undefined) issue('url', 'url or connection is required');
    },
  ),
  ['url', 'connection'],
);

/** Plain text as an Atlassian Document Format document: one paragraph per line. */
export function toAdf(text: string): Record<string, unknown> {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return {
    type: 'doc',
    version: 1,
    content: lines.map((line) => ({ type: 'paragraph', content: [{ type: 'text', text: line }] })),
  };
}

function authorization(endpoint: ClientEndpoint): Record<string, string> {
  if (endpoint.username && endpoint.password) {
    return { authorization: `Basic ${Buffer.from(`${endpoint.username}:${endpoint.password}`).toString('base64')}` };
  }
  return endpoint.password ? { authorization: `Bearer ${endpoint.password}` } : {};
}

/** Jira's error body (`{errorMessages: [], errors: {field: message}}`) as one sentence. */
export function jiraErrorMessage(answer: HttpAnswer, doing: string): string {
  const parts: string[] = [];
  if (isPlainObject(answer.body)) {
    const { errorMessages, errors } = answer.body;
    if (Array.isArray(errorMessages)) parts.push(...errorMessages.filter((message): message is string => typeof message === 'string'));
    if (isPlainObject(errors)) parts.push(...Object.entries(errors).map(([field, message]) => `${field}: ${String(message)}`));
  }
  if (parts.length === 0 && answer.status === 401) parts.push('the credentials were refused');
  if (parts.length === 0 && answer.body !== '') parts.push(bodyExcerpt(answer.body));
  return `Jira could not ${doing} (HTTP ${answer.status})${parts.length > 0 ? `: ${parts.join('; ')}` : ''}`;
}

async function jiraEndpoint(spec: { connection?: string | undefined; url?: string | undefined; username?: string | undefined; password?: string | undefined }, resolve: Parameters<typeof resolveEndpoint>[1]) {
  const endpoint = await resolveEndpoint(spec, resolve);
  if (!endpoint.url) throw new Error(`the Jira connection ${spec.connection ?? ''} has no URL`);
  return { ...endpoint, url: endpoint.url };
}

/** Opens a Jira issue (REST API v2 or v3, `POST /rest/api/{version}/issue`); comments go to the issue. */
export const jiraResponderClient = defineResponderClient({
  type: 'jira',
  schema: jiraClientSchema,
  examples: [
    'url: https://example.atlassian.net\nusername: oncall@example.com\npassword: api-token\napiVersion: 3\nvalues:\n  project: OPS\ndefaults:\n  summary: "{{ .incident.incident_id }}: {{ .incident.title }}"\n',
    { connection: 'connection://default/jira', values: { issueType: 'Incident' }, linkUrl: 'https://example.atlassian.net/browse/{{ .external_id }}' },
  ],
  async run(spec, { fields, resolveConnection, signal }) {
    const endpoint = await jiraEndpoint(spec, resolveConnection);
    const version = spec.apiVersion ?? 2;
    const description = fields.description?.trim();
    const priority = fields.priority?.trim();
    const issue = {
      fields: {
        project: { key: requiredField(fields, 'project') },
        issuetype: { name: requiredField(fields, 'issueType') },
        summary: requiredField(fields, 'summary'),
        ...(priority ? { priority: { name: priority } } : {}),
        ...(description ? { description: version === 3 ? toAdf(description) : description } : {}),
      },
    };
    const answer = await callService(joinUrl(endpoint.url, `rest/api/${version}/issue`), { method: 'POST', headers: authorization(endpoint), body: issue, signal });
    if (answer.status !== 201 && answer.status !== 200) throw new Error(jiraErrorMessage(answer, 'create the issue'));
    const key = isPlainObject(answer.body) && typeof answer.body.key === 'string' ? answer.body.key : undefined;
    if (!key) throw new Error(`Jira created the issue but answered no key: ${bodyExcerpt(answer.body)}`);
    return { externalId: key, url: joinUrl(endpoint.url, `browse/${key}`) };
  },
  async comment(spec, { externalId, comment, author, resolveConnection, signal }) {
    const endpoint = await jiraEndpoint(spec, resolveConnection);
    const version = spec.apiVersion ?? 2;
    const text = author ? `${author}: ${comment}` : comment;
    const answer = await callService(joinUrl(endpoint.url, `rest/api/${version}/issue/${encodeURIComponent(externalId)}/comment`), {
      method: 'POST',
      headers: authorization(endpoint),
      body: { body: version === 3 ? toAdf(text) : text },
      signal,
    });
    if (answer.status !== 201 && answer.status !== 200) throw new Error(jiraErrorMessage(answer, `add the comment to ${externalId}`));
  },
});
