import { plainSecretSchema } from '#src/connections/secret-value.schema.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { acrossFields, specObject, specString } from '#src/spec/spec-schema.ts';
import { connectionProperty, resolveEndpoint } from './client-endpoint.ts';
import { bodyExcerpt, callService, joinUrl, type HttpAnswer } from './responder-http.ts';
import { defineResponderClient, requiredField, responderClientBaseShape } from './responder-client-type.ts';

const GRAPH_URL = 'https://graph.microsoft.com';
const GRAPH_SCOPE = 'https://graph.microsoft.com/.default';
// Planner's priorities are 0-10; its apps show these four.
const PRIORITIES: Record<string, number> = { urgent: 1, important: 3, medium: 5, low: 9 };

const plannerClientSchema = acrossFields(
  specObject({
    ...responderClientBaseShape,
    /**
     * A stored connection: username = the application (client) id, password = its secret, properties
     * `tenant` (or `tenant_id`) and optionally `token_url`; its URL, if any, replaces the Graph URL.
     */
    connection: specString(),
    tenantId: specString(),
    clientId: specString(),
    clientSecret: plainSecretSchema,
    /** The OAuth token endpoint; by default Microsoft Entra's of the tenant. */
    tokenUrl: specString(),
    graphUrl: specString(),
  }),
  (entry, issue) => {
    if (entry.connection !== undefined) return;
    if (entry.clientId === undefined) issue('clientId', 'clientId or connection is required');
    if (entry.clientSecret === undefined) issue('clientSecret', 'clientSecret or connection is required');
    if (entry.tenantId === undefined && entry.tokenUrl === undefined) issue('tenantId', 'tenantId or tokenUrl is required');
  },
);

/** Graph's error body (`{error: {code, message}}`), or the token endpoint's (`{error, error_description}`), as one sentence. */
export function graphErrorMessage(answer: HttpAnswer, doing: string): string {
  let reason = answer.body === '' ? '' : bodyExcerpt(answer.body);
  if (isPlainObject(answer.body)) {
    const { error } = answer.body;
    if (isPlainObject(error)) reason = [error.code, error.message].filter((part) => typeof part === 'string' && part !== '').join(': ');
    else if (typeof error === 'string') reason = [error, answer.body.error_description].filter((part) => typeof part === 'string' && part !== '').join(': ');
  }
  return `Microsoft Graph could not ${doing} (HTTP ${answer.status})${reason ? `: ${reason}` : ''}`;
}

function plannerPriority(text: string | undefined): number | undefined {
  const value = text?.trim().toLowerCase();
  if (!value) return undefined;
  if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
  const named = PRIORITIES[value];
  if (named === undefined) throw new Error(`the priority ${text} is not one of urgent, important, medium, low or 0-10`);
  return named;
}

interface PlannerSpec {
  connection?: string | undefined;
  tenantId?: string | undefined;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  tokenUrl?: string | undefined;
  graphUrl?: string | undefined;
}

async function accessToken(spec: PlannerSpec, endpoint: { username?: string | undefined; password?: string | undefined; tenant?: string | undefined; tokenUrl?: string | undefined }, signal: AbortSignal) {
  const clientId = spec.clientId ?? endpoint.username;
  const clientSecret = spec.clientSecret ?? endpoint.password;
  const tenant = spec.tenantId ?? endpoint.tenant;
  const tokenUrl = spec.tokenUrl ?? endpoint.tokenUrl ?? (tenant ? `https://login.microsoftonline.com/${encodeURIComponent(tenant)}/oauth2/v2.0/token` : undefined);
  if (!clientId || !clientSecret || !tokenUrl) throw new Error('the Microsoft Planner client has no client id, secret and tenant (or token URL)');
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scope: GRAPH_SCOPE });
  const answer = await callService(tokenUrl, { method: 'POST', body: form, signal });
  const token = isPlainObject(answer.body) && typeof answer.body.access_token === 'string' ? answer.body.access_token : undefined;
  if (answer.status !== 200 || !token) throw new Error(graphErrorMessage(answer, 'issue an access token for the client'));
  return token;
}

/** Creates a Microsoft Planner task (Graph `POST /v1.0/planner/tasks`), then sets its description on the task's details. */
export const msPlannerResponderClient = defineResponderClient({
  type: 'ms_planner',
  schema: plannerClientSchema,
  examples: [
    'tenantId: 00000000-0000-0000-0000-000000000001\nclientId: 00000000-0000-0000-0000-000000000002\nclientSecret: app-secret\nvalues:\n  plan_id: xqQg5FS2LkCp935s-FIFm2QAFkHM\ndefaults:\n  title: "{{ .incident.title }}"\n',
    { connection: 'connection://default/planner', values: { bucket_id: 'hsOf2dhOJkqyYYZEtdzDe2QAIUCR' } },
  ],
  async run(spec, { fields, resolveConnection, signal }) {
    const endpoint = spec.connection ? await resolveEndpoint({ connection: spec.connection }, resolveConnection) : undefined;
    const token = await accessToken(spec, {
      username: endpoint?.username,
      password: endpoint?.password,
      tenant: endpoint ? connectionProperty(endpoint, 'tenant', 'tenant_id', 'tenantId') : undefined,
      tokenUrl: endpoint ? connectionProperty(endpoint, 'token_url', 'tokenUrl') : undefined,
    }, signal);
    const graph = spec.graphUrl ?? endpoint?.url ?? GRAPH_URL;
    const headers = { authorization: `Bearer ${token}` };
    const priority = plannerPriority(fields.priority);
    const task = {
      planId: requiredField(fields, 'plan_id'),
      bucketId: requiredField(fields, 'bucket_id'),
      title: requiredField(fields, 'title'),
      ...(priority === undefined ? {} : { priority }),
    };
    const created = await callService(joinUrl(graph, 'v1.0/planner/tasks'), { method: 'POST', headers, body: task, signal });
    const id = isPlainObject(created.body) && typeof created.body.id === 'string' ? created.body.id : undefined;
    if (created.status !== 201 || !id) throw new Error(graphErrorMessage(created, 'create the task'));
    const description = fields.description?.trim();
    if (!description) return { externalId: id };
    const warning = await setDescription(joinUrl(graph, `v1.0/planner/tasks/${encodeURIComponent(id)}/details`), description, headers, signal);
    return { externalId: id, warning };
  },
});

/** Planner keeps a task's description on its details, changed only with the details' current ETag. */
async function setDescription(detailsUrl: string, description: string, headers: Record<string, string>, signal: AbortSignal): Promise<string | undefined> {
  const details = await callService(detailsUrl, { method: 'GET', headers, signal });
  const etag = (isPlainObject(details.body) && typeof details.body['@odata.etag'] === 'string' ? details.body['@odata.etag'] : undefined) ?? details.headers.get('etag') ?? undefined;
  if (details.status !== 200 || !etag) return graphErrorMessage(details, 'read the task details to set its description');
  const patched = await callService(detailsUrl, { method: 'PATCH', headers: { ...headers, 'if-match': etag }, body: { description }, signal });
  return patched.status === 204 || patched.status === 200 ? undefined : graphErrorMessage(patched, 'set the task description');
}
