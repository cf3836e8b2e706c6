import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailResponderClient } from '#src/incidents/responder-clients/email.responder-client.ts';
import { webhookResponderClient } from '#src/incidents/responder-clients/webhook.responder-client.ts';
import { MailCatcher } from '#test/auth/identity/support/mail-catcher.ts';
import { clientContext, commentContext, parsed, testIncident } from './support/client-context.ts';
import { RecordingHttpServer } from './support/recording-http-server.ts';

describe('email responder client', () => {
  const catcher = new MailCatcher();
  let smtpUrl: string;
  beforeAll(async () => {
    smtpUrl = await catcher.start();
  });
  afterAll(async () => {
    await catcher.stop();
  });

  const mailFields = { to: 'oncall@example.com', subject: 'INC-7: Checkout is down', body: 'Payments fail since 10:02' };

  it("sends the mail through the server's relay and sender when the client names none", async () => {
    const ticket = await emailResponderClient.run(parsed(emailResponderClient, {}), clientContext(mailFields, { smtp: { url: smtpUrl, from: 'vigil@example.com' } }));
    expect(ticket).toEqual({ externalId: 'oncall@example.com' });
    const mail = await catcher.next('oncall@example.com');
    expect(mail).toMatchObject({ from: 'vigil@example.com', to: ['oncall@example.com'], subject: 'INC-7: Checkout is down' });
    expect(mail.text.trim()).toBe('Payments fail since 10:02');
  });

  it("sends through the client's own relay (a connection) and sender", async () => {
    const spec = parsed(emailResponderClient, { connection: 'connection://default/relay', from: 'incidents@example.com' });
    const after = catcher.mails.length;
    await emailResponderClient.run(spec, clientContext({ ...mailFields, to: 'team@example.com' }, { resolveConnection: async () => ({ type: 'smtp', url: smtpUrl, properties: {} }) }));
    expect(await catcher.next('team@example.com', after)).toMatchObject({ from: 'incidents@example.com' });
  });

  it('names the relay that cannot be reached', async () => {
    await expect(emailResponderClient.run(parsed(emailResponderClient, { url: 'smtp://127.0.0.1:1' }), clientContext(mailFields))).rejects.toThrow(
      /^the mail to oncall@example.com could not be sent: /,
    );
  });

  it('writes the whole mail to the server log when there is no relay at all, as the server does with all its mail', async () => {
    const logged: string[] = [];
    const ticket = await emailResponderClient.run(
      parsed(emailResponderClient, {}),
      clientContext(mailFields, { smtp: { url: undefined, from: 'vigil@localhost', log: (_fields, message) => logged.push(message) } }),
    );
    expect(ticket).toEqual({ externalId: 'oncall@example.com' });
    expect(logged).toEqual(['Mail not sent (no SMTP_URL configured) to oncall@example.com: INC-7: Checkout is down\nPayments fail since 10:02']);
  });
});

describe('webhook responder client', () => {
  let answerStatus = 201;
  const hook = new RecordingHttpServer(() => (answerStatus === 201 ? { status: 201, body: { key: 'HOOK-12' } } : { status: answerStatus, body: { message: 'queue full' } }));
  let url: string;
  beforeAll(async () => {
    url = await hook.start();
  });
  afterAll(async () => {
    await hook.stop();
  });

  it('posts the fields and the incident as JSON with its headers, and keeps the key it answers', async () => {
    answerStatus = 201;
    const spec = parsed(webhookResponderClient, { url: `${url}/incidents`, headers: { 'X-Team': 'platform' } });
    const ticket = await webhookResponderClient.run(spec, clientContext({ summary: 'Checkout is down' }));
    expect(ticket).toEqual({ externalId: 'HOOK-12' });
    expect(hook.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/incidents',
      headers: { 'x-team': 'platform', 'content-type': 'application/json' },
      body: { event: 'incident.responder.added', incident: testIncident, fields: { summary: 'Checkout is down' } },
    });
    await webhookResponderClient.comment!(spec, commentContext('HOOK-12', 'Rolled back'));
    expect(hook.requests.at(-1)!.body).toMatchObject({ event: 'incident.comment.added', external_id: 'HOOK-12', comment: 'Rolled back', author: 'Ada Lovelace' });
  });

  it('turns an error status into a message with the body', async () => {
    answerStatus = 503;
    const spec = parsed(webhookResponderClient, { url: `${url}/incidents` });
    await expect(webhookResponderClient.run(spec, clientContext({}))).rejects.toThrow('the webhook 127.0.0.1:' + new URL(url).port + ' answered HTTP 503: {"message":"queue full"}');
  });
});
