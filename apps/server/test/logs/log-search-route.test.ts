import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailer } from '#src/mail/mailer.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '../access/access-test-app.ts';
import { testDbKind } from '../support/test-db.ts';

interface Answer {
  total: number;
  more: boolean;
  results: { timestamp: string; message: string; labels: Record<string, string> }[];
}

describe(`POST /api/logs: who may search, what input it takes, and the server's own log (${testDbKind})`, () => {
  let t: AccessTestApp;
  let viewer: TestPerson;
  let agent: TestPerson;
  let quietId: string;
  let namedId: string;

  const post = (person: TestPerson | undefined, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/logs', headers: { ...person?.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const refusal = async (person: TestPerson | undefined, body: unknown, status: number) => {
    const response = await post(person, body);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<{ error: string; message: string }>().message;
  };

  beforeAll(async () => {
    // At debug the server logs every request, so that its own log has lines to search.
    t = await startAccessTestApp({ env: { LOG_LEVEL: 'debug' } });
    viewer = await t.person({ roles: ['viewer'] });
    agent = await t.person({ roles: ['agent'] });
    const { rows } = await t.db.query<{ id: string; name: string }>(
      `INSERT INTO components (name, type, log_selectors) VALUES ('quiet', 'Service', NULL), ('api', 'Service', $1) RETURNING id, name`,
      [JSON.stringify([{ name: 'server log', type: 'server' }, { name: 'requests', type: 'server', labels: { level: 'info' } }])],
    );
    quietId = rows.find((row) => row.name === 'quiet')!.id;
    namedId = rows.find((row) => row.name === 'api')!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without credentials and 403 to a role without read on database; a viewer reads', async () => {
    expect((await post(undefined, { id: 'server' })).statusCode).toBe(401);
    expect((await post(agent, { id: 'server' })).statusCode).toBe(403);
    expect((await post(viewer, { id: 'server' })).statusCode).toBe(200);
  });

  it("answers the server's own log lines, newest first, with their fields as labels", async () => {
    await t.app.inject({ method: 'GET', url: '/api/logs-marker-request', headers: viewer.headers });
    const response = await post(viewer, { id: 'server', query: 'request completed' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.every((line) => line.message === 'request completed' && line.labels.level === 'info' && line.labels.source === 'server')).toBe(true);
    const times = answer.results.map((line) => Date.parse(line.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const incoming = await post(viewer, { id: 'server', query: 'incoming request' });
    expect(incoming.json<Answer>().results.some((line) => line.labels['req.url'] === '/api/logs-marker-request')).toBe(true);
  });

  it('withholds the text of mail the server could not send (codes and links) and masks passwords in URLs', async () => {
    const mailer = new Mailer({ smtpUrl: undefined, from: 'vigil@example.test', logger: t.app.log });
    await mailer.send({ to: 'someone@example.test', subject: 'Your recovery code', text: 'Your code is 493021' });
    t.app.log.info('connecting to postgres://vigil:hunter2@db:5432/vigil');
    const mail = (await post(viewer, { id: 'server', query: 'mail not sent' })).json<Answer>();
    expect(mail.results[0]).toMatchObject({
      message: 'Mail not sent (no SMTP_URL configured); its text is withheld from log searches',
      labels: { 'mail.to': 'someone@example.test', 'mail.subject': 'Your recovery code' },
    });
    expect((await post(viewer, { id: 'server', query: '493021' })).json<Answer>().results).toEqual([]);
    const url = (await post(viewer, { id: 'server', query: 'connecting to' })).json<Answer>();
    expect(url.results[0]!.message).toBe('connecting to postgres://vigil:***@db:5432/vigil');
  });

  it('stops at the limit and says more lines are available', async () => {
    const answer = (await post(viewer, { id: 'server', limit: 1 })).json<Answer>();
    expect(answer.total).toBe(1);
    expect(answer.more).toBe(true);
  });

  it("searches a component's named log, the first one when no name is given", async () => {
    const first = (await post(viewer, { id: namedId })).json<Answer>();
    expect(first.results.length).toBeGreaterThan(0);
    const requests = await post(viewer, { id: namedId, name: 'requests' });
    expect(requests.statusCode).toBe(200);
    expect(requests.json<Answer>().results.length).toBeGreaterThan(0);
    expect(requests.json<Answer>().results.every((line) => line.labels.level === 'info')).toBe(true);
  });

  it('refuses bad input with 400 naming the field', async () => {
    expect(await refusal(viewer, {}, 400)).toBe('id is required');
    expect(await refusal(viewer, { id: '  ' }, 400)).toBe('id must name a component (its id) or a log backend');
    expect(await refusal(viewer, { id: 'server', start: 'yesterday' }, 400)).toBe('start must be a time: now-1h, 15m, 2d or an ISO 8601 time (got "yesterday")');
    expect(await refusal(viewer, { id: 'server', start: '1h', end: '2h' }, 400)).toBe('start must be before end');
    expect(await refusal(viewer, { id: 'server', limit: 0 }, 400)).toBe('limit must be at least 1');
    expect(await refusal(viewer, { id: 'server', limit: 5001 }, 400)).toBe('limit must be at most 5000');
    expect(await refusal(viewer, { id: 'server', follow: true }, 400)).toBe('Unknown field(s): follow');
  });

  it('answers 404 for an unknown id, a component without logs and a log the component does not have', async () => {
    expect(await refusal(viewer, { id: 'no-such-backend' }, 404)).toBe('No component or log backend is named no-such-backend');
    expect(await refusal(viewer, { id: quietId }, 404)).toBe('Component quiet declares no logs');
    expect(await refusal(viewer, { id: namedId, name: 'audit' }, 404)).toBe('Component api has no log named audit; it has server log, requests');
  });
});
