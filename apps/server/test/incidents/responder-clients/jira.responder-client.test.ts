import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jiraResponderClient } from '#src/incidents/responder-clients/jira.responder-client.ts';
import { clientContext, commentContext, parsed } from './support/client-context.ts';
import { FakeJira } from './support/fake-jira.ts';

const basic = `Basic ${Buffer.from('oncall@example.com:api-token').toString('base64')}`;
const fields = { project: 'OPS', issueType: 'Incident', priority: 'High', summary: 'INC-7: Checkout is down', description: 'Payments fail\nsince 10:02' };

describe('jira responder client', () => {
  const jira = new FakeJira({ authorization: basic, projects: ['OPS'], issueTypes: ['Incident', 'Bug'], priorities: ['High', 'Low'] });
  const bearerJira = new FakeJira({ authorization: 'Bearer personal-access-token', projects: ['OPS'], issueTypes: ['Incident'], priorities: ['High'] });
  let url: string;
  let bearerUrl: string;
  beforeAll(async () => {
    url = await jira.start();
    bearerUrl = await bearerJira.start();
  });
  afterAll(async () => {
    await jira.stop();
    await bearerJira.stop();
  });

  it('creates the issue with REST API v2: project key, issue type, priority, summary and a text description, with basic auth', async () => {
    const spec = parsed(jiraResponderClient, { url, username: 'oncall@example.com', password: 'api-token' });
    const before = jira.requests.length;
    const ticket = await jiraResponderClient.run(spec, clientContext(fields));
    expect(ticket).toEqual({ externalId: 'OPS-1', url: `${url}/browse/OPS-1` });
    const sent = jira.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/rest/api/2/issue', headers: { authorization: basic, 'content-type': 'application/json' } });
    expect(sent[0]!.body).toEqual({
      fields: {
        project: { key: 'OPS' },
        issuetype: { name: 'Incident' },
        priority: { name: 'High' },
        summary: 'INC-7: Checkout is down',
        description: 'Payments fail\nsince 10:02',
      },
    });
  });

  it('sends the description as an Atlassian document with v3, and a token alone as a bearer token from a connection', async () => {
    const spec = parsed(jiraResponderClient, { connection: 'connection://default/jira', apiVersion: 3 });
    const resolveConnection = async (reference: string) =>
      reference === 'connection://default/jira' ? { type: 'jira', url: bearerUrl, password: 'personal-access-token', properties: {} } : undefined;
    const ticket = await jiraResponderClient.run(spec, clientContext(fields, { resolveConnection }));
    expect(ticket.externalId).toBe('OPS-1');
    const sent = bearerJira.requests.at(-1)!;
    expect(sent).toMatchObject({ path: '/rest/api/3/issue', headers: { authorization: 'Bearer personal-access-token' } });
    expect((sent.body as { fields: { description: unknown } }).fields.description).toEqual({
      type: 'doc',
      version: 1,
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Payments fail' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'since 10:02' }] },
      ],
    });
  });

  it("turns Jira's 400 body {errorMessages, errors} into one message naming each field", async () => {
    const spec = parsed(jiraResponderClient, { url, username: 'oncall@example.com', password: 'api-token' });
    await expect(jiraResponderClient.run(spec, clientContext({ ...fields, project: 'NOPE', priority: 'Blocker' }))).rejects.toThrow(
      "Jira could not create the issue (HTTP 400): project: valid project is required; priority: Priority name 'Blocker' is not valid",
    );
  });

  it("turns a 401 into a message with Jira's reason", async () => {
    const spec = parsed(jiraResponderClient, { url, username: 'oncall@example.com', password: 'wrong' });
    await expect(jiraResponderClient.run(spec, clientContext(fields))).rejects.toThrow(
      'Jira could not create the issue (HTTP 401): You are not authenticated. Authentication required to perform this operation.',
    );
  });

  it('refuses a responder without the fields Jira needs before sending anything', async () => {
    const spec = parsed(jiraResponderClient, { url, username: 'oncall@example.com', password: 'api-token' });
    const before = jira.requests.length;
    await expect(jiraResponderClient.run(spec, clientContext({ ...fields, summary: ' ' }))).rejects.toThrow('the responder has no summary');
    expect(jira.requests.length).toBe(before);
  });

  it('adds a comment to the issue (POST /rest/api/2/issue/{key}/comment), and names the issue when Jira does not know it', async () => {
    const spec = parsed(jiraResponderClient, { url, username: 'oncall@example.com', password: 'api-token' });
    await jiraResponderClient.comment!(spec, commentContext('OPS-1', 'Rolled back the release'));
    expect(jira.requests.at(-1)).toMatchObject({ method: 'POST', path: '/rest/api/2/issue/OPS-1/comment', body: { body: 'Ada Lovelace: Rolled back the release' } });
    await expect(jiraResponderClient.comment!(spec, commentContext('OPS-99', 'hello'))).rejects.toThrow(
      'Jira could not add the comment to OPS-99 (HTTP 404): Issue does not exist or you do not have permission to see it.',
    );
  });

  it('names what cannot be reached', async () => {
    const spec = parsed(jiraResponderClient, { url: 'http://127.0.0.1:1', password: 'x' });
    await expect(jiraResponderClient.run(spec, clientContext(fields))).rejects.toThrow('could not reach 127.0.0.1:1');
  });

  it('refuses an entry without url or connection, and an api version other than 2 or 3, naming the fields', () => {
    const result = jiraResponderClient.parse({ apiVersion: 4, colour: 'red' }, 'spec.responder_clients.jira');
    expect('issues' in result && result.issues).toEqual(
      expect.arrayContaining([
        { path: 'spec.responder_clients.jira.colour', message: 'unknown key' },
        { path: 'spec.responder_clients.jira.apiVersion', message: 'must be at most 3' },
        { path: 'spec.responder_clients.jira.url', message: 'url or connection is required' },
      ]),
    );
  });
});
