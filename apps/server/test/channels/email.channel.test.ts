import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChannel } from '#src/channels/email.channel.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { channelContext } from './support/fake-service.ts';
import { FakeSmtp } from './support/fake-smtp.ts';

const ACCOUNT = { user: 'alerts@example.com', pass: 'smtp-s3cret' };

function connection(port: number, properties: Record<string, unknown> = {}, overrides: Partial<ResolvedConnection> = {}): ResolvedConnection {
  return {
    type: 'email',
    url: '127.0.0.1',
    username: ACCOUNT.user,
    password: ACCOUNT.pass,
    properties: { port, fromAddress: 'alerts@example.com', fromName: 'Vigil Alerts', encryption: 'None', auth: 'Plain', ...properties },
    ...overrides,
  };
}

describe('email channel', () => {
  const relay = new FakeSmtp({ account: ACCOUNT });
  const tlsRelay = new FakeSmtp({ startTls: true });
  const implicitRelay = new FakeSmtp({ implicitTls: true });
  beforeAll(async () => {
    await Promise.all([relay.start(), tlsRelay.start(), implicitRelay.start()]);
  });
  afterAll(async () => {
    await Promise.all([relay.stop(), tlsRelay.stop(), implicitRelay.stop()]);
  });

  it('delivers the title as subject and the message as text, from the From name and address, logged in with the auth method', async () => {
    const delivery = await emailChannel.send(connection(relay.port), { title: 'Check failed', body: 'api-health is unhealthy', to: ['oncall@example.com', 'lead@example.com'] }, channelContext());
    expect(delivery.reference).toMatch(/^<.+@.+>$/);
    const mail = relay.mails.at(-1)!;
    expect(mail.envelopeFrom).toBe('alerts@example.com');
    expect(mail.envelopeTo).toEqual(['oncall@example.com', 'lead@example.com']);
    expect(mail.headers.get('from')).toBe('Vigil Alerts <alerts@example.com>');
    expect(mail.headers.get('subject')).toBe('Check failed');
    expect(mail.text).toBe('api-health is unhealthy');
    expect(mail.login).toEqual({ user: ACCOUNT.user, method: 'PLAIN' });
    expect(mail.secure).toBe(false);
  });

  it("sends to the connection's To addresses when the message names no one, with the chosen auth method", async () => {
    await emailChannel.send(connection(relay.port, { toAddresses: 'ops@example.com; sre@example.com', auth: 'CRAMMD5' }), { title: 'Disk full', body: 'db-1 at 97%' }, channelContext());
    const mail = relay.mails.at(-1)!;
    expect(mail.envelopeTo).toEqual(['ops@example.com', 'sre@example.com']);
    expect(mail.login?.method).toBe('CRAM-MD5');
    await expect(emailChannel.send(connection(relay.port), { title: 't', body: 'b' }, channelContext())).rejects.toThrow(
      'no recipients: the notification names no one and the Email connection has no To addresses',
    );
  });

  it('tests by logging in without sending, and throws the server\'s refusal without the password', async () => {
    const before = relay.mails.length;
    await emailChannel.test(connection(relay.port), channelContext());
    expect(relay.mails.length).toBe(before);
    const refused = emailChannel.test(connection(relay.port, {}, { password: 'wrong-pass' }), channelContext());
    await expect(refused).rejects.toThrow(/Invalid login: 535 Authentication credentials invalid/);
    await expect(refused).rejects.not.toThrow('wrong-pass');
  });

  it('reads the encryption and auth method without regard to case, and names a value that is neither', async () => {
    await emailChannel.send(connection(relay.port, { encryption: 'none', auth: 'login' }), { title: 'Lower case', body: 'b', to: ['c@example.com'] }, channelContext());
    expect(relay.mails.at(-1)?.login?.method).toBe('LOGIN');
    await expect(emailChannel.test(connection(relay.port, { encryption: 'SSL' }), channelContext())).rejects.toThrow('encryption SSL is not one of Auto, None, ExplicitTLS, ImplicitTLS');
    await expect(emailChannel.test(connection(relay.port, { auth: 'toString' }), channelContext())).rejects.toThrow('auth method toString is not one of Unknown, None, Plain, CRAMMD5, Login');
  });

  it('upgrades with STARTTLS on Auto, checking the certificate unless Insecure TLS is on', async () => {
    const unauthenticated = { username: undefined, password: undefined };
    const auto = connection(tlsRelay.port, { encryption: 'Auto', auth: 'None' }, unauthenticated);
    await expect(emailChannel.send(auto, { title: 't', body: 'b', to: ['a@example.com'] }, channelContext())).rejects.toThrow(/self-signed certificate/);
    await emailChannel.send({ ...auto, insecureTls: true }, { title: 'Over TLS', body: 'b', to: ['a@example.com'] }, channelContext());
    expect(tlsRelay.mails.at(-1)).toMatchObject({ secure: true, envelopeTo: ['a@example.com'] });
  });

  it('refuses to send in clear on ExplicitTLS, and speaks TLS from the start on ImplicitTLS', async () => {
    const unauthenticated = { username: undefined, password: undefined, insecureTls: true };
    const explicit = connection(relay.port, { encryption: 'ExplicitTLS', auth: 'None' }, unauthenticated);
    await expect(emailChannel.send(explicit, { title: 't', body: 'b', to: ['a@example.com'] }, channelContext())).rejects.toThrow(/STARTTLS/);
    await emailChannel.send(connection(implicitRelay.port, { encryption: 'ImplicitTLS', auth: 'None' }, unauthenticated), { title: 'Implicit', body: 'b', to: ['b@example.com'] }, channelContext());
    expect(implicitRelay.mails.at(-1)).toMatchObject({ secure: true, envelopeTo: ['b@example.com'] });
  });
});
