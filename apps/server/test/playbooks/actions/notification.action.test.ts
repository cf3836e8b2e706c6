import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectionResolver } from '#src/connections/connection-resolver.ts';
import { ScriptRunner } from '#src/exec/script-runner.ts';
import { Mailer } from '#src/mail/mailer.ts';
import { notificationAction, type NotificationActionSpec } from '#src/playbooks/actions/notification.action.ts';
import { ActionFailedError, type ActionContext } from '#src/playbooks/actions/playbook-action.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { MailCatcher } from '#test/auth/identity/support/mail-catcher.ts';

const quietLogger = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined, child: () => quietLogger } as unknown as FastifyBaseLogger;

function parsed(raw: Record<string, unknown>): NotificationActionSpec {
  const result = notificationAction.parse(raw, 'spec.actions[0].notification');
  if ('issues' in result) throw new Error(JSON.stringify(result.issues));
  return result.spec;
}

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ActionFailedError);
  return (error as Error).message;
}

describe('notification action: parsing', () => {
  it('reads every example it shows users', () => {
    for (const example of notificationAction.examples) {
      const raw: unknown = typeof example === 'string' ? parseYaml(example) : example;
      expect(notificationAction.parse(raw, 'example')).toEqual({ spec: expect.any(Object) });
    }
  });

  it('names a missing title and message, a bad recipient and unknown keys', () => {
    expect(notificationAction.parse({ to: 42, channel: 'slack' }, 'spec.actions[1].notification')).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.actions[1].notification.title', message: 'title is required' },
        { path: 'spec.actions[1].notification.message', message: 'message is required' },
        { path: 'spec.actions[1].notification.to', message: 'must be an address or a list of addresses' },
        { path: 'spec.actions[1].notification.channel', message: 'unknown key' },
      ]),
    });
  });
});

describe(`notification action sending email to a local SMTP server (${testDbKind})`, () => {
  const catcher = new MailCatcher();
  let smtpUrl: string;
  let db: TestDb;
  const context = (extra: Partial<ActionContext> = {}): ActionContext => ({
    signal: AbortSignal.timeout(10_000),
    timeoutMs: 10_000,
    db,
    logger: quietLogger,
    resolveConnection: createConnectionResolver(db),
    scripts: new ScriptRunner({ enabled: false, runAs: undefined }),
    env: {},
    ...extra,
  });

  beforeAll(async () => {
    smtpUrl = await catcher.start();
    db = await createTestDb();
    await db.query(
      "INSERT INTO connections (name, namespace, type, url) VALUES ('smtp', 'default', 'email', $1), ('down', 'default', 'email', 'smtp://127.0.0.1:1'), ('hook', 'default', 'http', 'https://hooks.example.com/x')",
      [`${smtpUrl}/?from=playbooks@example.com&to=ops@example.com`],
    );
  });
  afterAll(async () => {
    await catcher.stop();
    await db?.close();
  });

  it("mails the connection's recipients from its sender, the title as subject and the message as text", async () => {
    const before = catcher.count('ops@example.com');
    const outcome = await notificationAction.run(parsed({ connection: 'connection://default/smtp', title: 'Restarted checkout', message: 'The pod checkout-1 was restarted.\nAll good.' }), context());
    expect(outcome.result).toEqual({ to: ['ops@example.com'], subject: 'Restarted checkout' });
    const mail = await catcher.next('ops@example.com', before);
    expect(mail).toMatchObject({ from: 'playbooks@example.com', subject: 'Restarted checkout' });
    expect(mail.text).toContain('The pod checkout-1 was restarted.\nAll good.');
  });

  it('sends to the addresses the action gives instead, as a list or separated by commas', async () => {
    const outcome = await notificationAction.run(parsed({ connection: 'connection://default/smtp', title: 'Disk cleaned', message: 'done', to: 'a@example.com, b@example.com' }), context());
    expect(outcome.result).toEqual({ to: ['a@example.com', 'b@example.com'], subject: 'Disk cleaned' });
    expect((await catcher.next('a@example.com')).to).toEqual(['a@example.com', 'b@example.com']);
    await notificationAction.run(parsed({ connection: 'connection://default/smtp', title: 'Listed', message: 'x', to: ['c@example.com'] }), context());
    expect((await catcher.next('c@example.com')).subject).toBe('Listed');
  });

  it("uses the server's own relay without a connection, and fails when the server has none", async () => {
    const mailer = new Mailer({ smtpUrl, from: 'vigil@example.com', logger: quietLogger });
    try {
      await notificationAction.run(parsed({ title: 'Approved', message: 'Run 7 was approved', to: 'lead@example.com' }), context({ mail: mailer }));
      expect(await catcher.next('lead@example.com')).toMatchObject({ from: 'vigil@example.com', subject: 'Approved' });
    } finally {
      mailer.close();
    }
    const logOnly = new Mailer({ smtpUrl: undefined, from: 'vigil@example.com', logger: quietLogger });
    expect(await failure(notificationAction.run(parsed({ title: 't', message: 'm', to: 'x@example.com' }), context({ mail: logOnly })))).toBe('no mail relay: name an SMTP connection, or configure the server with SMTP_URL');
    expect(await failure(notificationAction.run(parsed({ title: 't', message: 'm', to: 'x@example.com' }), context()))).toContain('no mail relay');
  });

  it('fails clearly without recipients, on a connection that cannot send notifications, a missing one, or a relay that cannot be reached', async () => {
    const mailer = new Mailer({ smtpUrl, from: 'vigil@example.com', logger: quietLogger });
    try {
      expect(await failure(notificationAction.run(parsed({ title: 't', message: 'm' }), context({ mail: mailer })))).toBe('to is required: the connection names no recipients');
    } finally {
      mailer.close();
    }
    expect(await failure(notificationAction.run(parsed({ connection: 'connection://default/hook', title: 't', message: 'm', to: 'x@example.com' }), context()))).toBe(
      'connection connection://default/hook: HTTP connections cannot send notifications',
    );
    expect(await failure(notificationAction.run(parsed({ connection: 'connection://default/nope', title: 't', message: 'm', to: 'x@example.com' }), context()))).toBe('connection connection://default/nope was not found');
    expect(await failure(notificationAction.run(parsed({ connection: 'connection://default/down', title: 't', message: 'm', to: 'x@example.com' }), context()))).toContain('the mail was not sent');
  });
});

describe(`notification action through the channel of its connection (${testDbKind})`, () => {
  let db: TestDb;
  let hook: Server;
  const received: { path: string; body: unknown }[] = [];

  beforeAll(async () => {
    hook = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        received.push({ path: request.url ?? '', body: JSON.parse(text) as unknown });
        response.writeHead(request.url === '/refuse' ? 400 : 200, { 'content-type': 'text/plain' }).end(request.url === '/refuse' ? 'channel archived' : 'ok');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(hook.address() as AddressInfo).port}`;
    db = await createTestDb();
    await db.query(
      "INSERT INTO connections (name, namespace, type, url) VALUES ('ops-hook', 'default', 'generic_webhook', $1), ('closed-hook', 'default', 'generic_webhook', $2)",
      [`${base}/ops`, `${base}/refuse`],
    );
  });
  afterAll(async () => {
    await new Promise((resolve) => hook?.close(resolve));
    await db?.close();
  });

  const context = (): ActionContext => ({
    signal: AbortSignal.timeout(10_000),
    timeoutMs: 10_000,
    db,
    logger: quietLogger,
    resolveConnection: createConnectionResolver(db),
    scripts: new ScriptRunner({ enabled: false, runAs: undefined }),
    env: {},
  });

  it('posts the title and message to a webhook connection, and says what the service answered when it refuses', async () => {
    const outcome = await notificationAction.run(parsed({ connection: 'connection://default/ops-hook', title: 'Restarted checkout', message: 'All good.' }), context());
    expect(outcome.result).toEqual({ to: [], subject: 'Restarted checkout' });
    expect(received).toEqual([{ path: '/ops', body: { title: 'Restarted checkout', message: 'All good.' } }]);
    expect(await failure(notificationAction.run(parsed({ connection: 'connection://default/closed-hook', title: 't', message: 'm' }), context()))).toContain('the notification was not sent');
  });
});
