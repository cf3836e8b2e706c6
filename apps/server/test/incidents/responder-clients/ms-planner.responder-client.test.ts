import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msPlannerResponderClient } from '#src/incidents/responder-clients/ms-planner.responder-client.ts';
import { clientContext, parsed } from './support/client-context.ts';
import { FakeGraph } from './support/fake-graph.ts';

const fields = { plan_id: 'plan-1', bucket_id: 'bucket-a', title: 'INC-7: Checkout is down', priority: 'urgent', description: 'Payments fail since 10:02' };

describe('Microsoft Planner responder client', () => {
  const graph = new FakeGraph({ tenant: 'tenant-1', clientId: 'app-id', clientSecret: 'app-secret', plans: { 'plan-1': ['bucket-a'] } });
  let url: string;
  beforeAll(async () => {
    url = await graph.start();
  });
  afterAll(async () => {
    await graph.stop();
  });

  const spec = () => parsed(msPlannerResponderClient, { clientId: 'app-id', clientSecret: 'app-secret', tokenUrl: graph.tokenUrl, graphUrl: url });

  it('takes a client-credentials token, creates the task, then sets its description on the details with If-Match', async () => {
    const before = graph.requests.length;
    const ticket = await msPlannerResponderClient.run(spec(), clientContext(fields));
    expect(ticket).toEqual({ externalId: 'task-1', warning: undefined });
    const sent = graph.requests.slice(before);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /tenant-1/oauth2/v2.0/token',
      'POST /v1.0/planner/tasks',
      'GET /v1.0/planner/tasks/task-1/details',
      'PATCH /v1.0/planner/tasks/task-1/details',
    ]);
    expect(sent[0]!.body).toEqual({ grant_type: 'client_credentials', client_id: 'app-id', client_secret: 'app-secret', scope: 'https://graph.microsoft.com/.default' });
    expect(sent[1]).toMatchObject({ headers: { authorization: 'Bearer fake-graph-token' }, body: { planId: 'plan-1', bucketId: 'bucket-a', title: 'INC-7: Checkout is down', priority: 1 } });
    expect(sent[3]).toMatchObject({ headers: { 'if-match': 'W/"JzEtVGFza0RldGFpbHMgQEBAQEBAQEBAQEBAQEBAQCc=00"' }, body: { description: 'Payments fail since 10:02' } });
    expect(graph.tasks[0]).toMatchObject({ title: 'INC-7: Checkout is down', description: 'Payments fail since 10:02', priority: 1 });
  });

  it('reads the client from a connection: username = client id, password = secret, the tenant and token URL as properties', async () => {
    const connection = { type: 'ms_planner', url, username: 'app-id', password: 'app-secret', properties: { tenant: 'tenant-1', token_url: graph.tokenUrl } };
    const fromConnection = parsed(msPlannerResponderClient, { connection: 'connection://default/planner' });
    const ticket = await msPlannerResponderClient.run(fromConnection, clientContext({ ...fields, description: '' }, { resolveConnection: async () => connection }));
    expect(ticket.externalId).toMatch(/^task-\d+$/);
  });

  it("turns the token endpoint's {error, error_description} into a message", async () => {
    const wrong = parsed(msPlannerResponderClient, { clientId: 'app-id', clientSecret: 'nope', tokenUrl: graph.tokenUrl, graphUrl: url });
    await expect(msPlannerResponderClient.run(wrong, clientContext(fields))).rejects.toThrow(
      'Microsoft Graph could not issue an access token for the client (HTTP 401): invalid_client: AADSTS7000215: Invalid client secret provided.',
    );
  });

  it("turns Graph's {error: {code, message}} into a message", async () => {
    await expect(msPlannerResponderClient.run(spec(), clientContext({ ...fields, plan_id: 'plan-404' }))).rejects.toThrow(
      'Microsoft Graph could not create the task (HTTP 404): The requested item is not found.',
    );
    await expect(msPlannerResponderClient.run(spec(), clientContext({ ...fields, bucket_id: 'bucket-z' }))).rejects.toThrow(
      "Microsoft Graph could not create the task (HTTP 400): Schema validation has failed. Validation for field 'BucketId', on entity 'Task' has failed: A valid bucket id must be specified.",
    );
  });

  it('refuses a priority Planner does not have, and an entry without credentials, naming the fields', async () => {
    await expect(msPlannerResponderClient.run(spec(), clientContext({ ...fields, priority: 'whenever' }))).rejects.toThrow('the priority whenever is not one of urgent, important, medium, low or 0-10');
    const result = msPlannerResponderClient.parse({ values: { plan_id: 'p' } }, 'spec.responder_clients.ms_planner');
    expect('issues' in result && result.issues).toEqual([
      { path: 'spec.responder_clients.ms_planner.clientId', message: 'clientId or connection is required' },
      { path: 'spec.responder_clients.ms_planner.clientSecret', message: 'clientSecret or connection is required' },
      { path: 'spec.responder_clients.ms_planner.tenantId', message: 'tenantId or tokenUrl is required' },
    ]);
  });
});
