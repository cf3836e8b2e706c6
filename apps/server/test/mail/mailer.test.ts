import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailer } from '#src/mail/mailer.ts';
import { MailCatcher } from '../auth/identity/support/mail-catcher.ts';

describe('mailer', () => {
  const catcher = new MailCatcher();
  let smtpUrl: string;
  beforeAll(async () => {
    smtpUrl = await catcher.start();
  });
  afterAll(async () => {
    await catcher.stop();
  });

  it('delivers through the SMTP relay of the URL, from the configured sender', async () => {
    const mailer = new Mailer({ smtpUrl, from: 'alerts@example.com', logger: { info: () => undefined } });
    expect(mailer.delivers).toBe(true);
    const longLink = `https://vigil.example.com/registration?invite=${'x'.repeat(120)}`;
    await mailer.send({ to: 'someone@example.com', subject: 'Hello there', text: `Line one\n${longLink}\nLast line` });
    mailer.close();
    const mail = await catcher.next('someone@example.com');
    expect(mail).toMatchObject({ from: 'alerts@example.com', to: ['someone@example.com'], subject: 'Hello there' });
    expect(mail.text).toContain(longLink);
    expect(mail.text).toContain('Last line');
  });

  it('writes the whole message to the log at info level when no relay is configured', async () => {
    const logged: { fields: unknown; message: string }[] = [];
    const mailer = new Mailer({ smtpUrl: undefined, from: 'vigil@localhost', logger: { info: (fields: unknown, message: string) => void logged.push({ fields, message }) } as never });
    expect(mailer.delivers).toBe(false);
    await mailer.send({ to: 'admin@example.com', subject: 'Your code', text: 'Enter 123456 or open https://x.example/verify?code=123456' });
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toContain('admin@example.com');
    expect(logged[0]!.message).toContain('123456');
    expect(logged[0]!.message).toContain('https://x.example/verify?code=123456');
    expect(logged[0]!.fields).toEqual({ mail: { to: 'admin@example.com', subject: 'Your code' } });
  });

  it('fails loudly when the relay cannot be reached', async () => {
    const mailer = new Mailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'vigil@localhost', logger: { info: () => undefined } });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});
