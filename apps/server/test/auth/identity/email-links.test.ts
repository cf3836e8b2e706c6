import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityModule } from '#src/auth/identity/identity.module.ts';
import { loadConfig } from '#src/config.ts';
import { startAccessTestApp, type AccessTestApp } from '#test/access/access-test-app.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { BrowserClient, type FlowJson } from './support/browser-client.ts';
import { createAccount, startIdentityTestApp, type IdentityTestApp } from './support/identity-test-app.ts';
import { MailCatcher } from './support/mail-catcher.ts';

/** What an attacker sends along when asking for an email to someone else's address. */
const FORGED_HOST = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

/** Asks for a recovery or verification code for `email` with the forged headers; answers the mail's links. */
async function codeMailLinks(t: IdentityTestApp, kind: 'recovery' | 'verification', email: string): Promise<string[]> {
  const browser = new BrowserClient(t.app, '127.0.0.1');
  const created = await browser.request(`/api/.ory/self-service/${kind}/api`, { headers: FORGED_HOST });
  expect(created.statusCode).toBe(200);
  const flow = created.json<FlowJson>();
  const before = t.mail.mails.length;
  const sent = await browser.request(`/api/.ory/self-service/${kind}?flow=${flow.id}`, { json: { method: 'code', email }, headers: FORGED_HOST });
  expect(sent.statusCode).toBe(200);
  return linksIn((await t.mail.next(email, before)).text);
}

describe.each([
  { label: 'PUBLIC_URL set', publicUrl: 'https://ops.example.org', base: 'https://ops.example.org' },
  // loadConfig's default port: the address the server listens on.
  { label: 'PUBLIC_URL unset', publicUrl: undefined, base: 'http://localhost:8080' },
])(`links in recovery and verification emails, $label (${testDbKind})`, ({ publicUrl, base }) => {
  describe.each([{ trustProxy: false as const }, { trustProxy: 1 }])('TRUST_PROXY $trustProxy', ({ trustProxy }) => {
    let t: IdentityTestApp;
    beforeAll(async () => {
      t = await startIdentityTestApp({ publicUrl, trustProxy });
    });
    afterAll(async () => {
      await t.close();
    });

    it.each(['recovery', 'verification'] as const)('a %s email points at the configured address, not at Host or X-Forwarded-Host', async (kind) => {
      const account = await createAccount(t.db);
      const links = await codeMailLinks(t, kind, account.email);
      expect(links).toHaveLength(1);
      expect(links[0]!.startsWith(`${base}/api/.ory/self-service/${kind}?flow=`)).toBe(true);
      expect(links.join(' ')).not.toContain('evil.example');
    });
  });
});

describe(`links in invitation emails (${testDbKind})`, () => {
  const mail = new MailCatcher();
  let smtpUrl: string;
  const apps: AccessTestApp[] = [];
  beforeAll(async () => {
    smtpUrl = await mail.start();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(async () => {
    await mail.stop();
  });

  it.each<{ env: Record<string, string>; base: string }>([
    { env: { PUBLIC_URL: 'https://ops.example.org' }, base: 'https://ops.example.org' },
    { env: { PUBLIC_URL: 'https://ops.example.org', TRUST_PROXY: 'on' }, base: 'https://ops.example.org' },
    { env: { PORT: '9191' }, base: 'http://localhost:9191' },
    { env: { PORT: '9191', TRUST_PROXY: 'on' }, base: 'http://localhost:9191' },
  ])('an invitation sent by an admin through a forged Host points at $base ($env)', async ({ env, base }) => {
    const t = await startAccessTestApp({ env: { ...env, SMTP_URL: smtpUrl } });
    apps.push(t);
    const admin = await t.person({ roles: ['admin'] });
    const email = `invitee-${apps.length}-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invite_user',
      headers: { ...admin.headers, ...FORGED_HOST },
      payload: { firstName: 'Ina', lastName: 'Invitee', email, role: 'viewer' },
    });
    expect(res.statusCode).toBe(201);
    const links = linksIn((await mail.next(email)).text);
    expect(links).toHaveLength(1);
    expect(links[0]!.startsWith(`${base}/registration?invite=`)).toBe(true);
  });
});

describe(`the warning about links without PUBLIC_URL (${testDbKind})`, () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb({ migrated: false });
  });
  afterAll(async () => {
    await db.close();
  });

  it.each<{ env: Record<string, string>; warned: boolean }>([
    { env: { SMTP_URL: 'smtp://mail.example.com:25' }, warned: true },
    { env: { SMTP_URL: 'smtp://mail.example.com:25', PUBLIC_URL: 'https://ops.example.org' }, warned: false },
    { env: {}, warned: false },
  ])('is logged at start when SMTP_URL is set and PUBLIC_URL is not: $env -> $warned', async ({ env, warned }) => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    try {
      createIdentityModule({ db, config: loadConfig({ PORT: '8181', ...env }), logger: app.log });
      const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level === 40);
      expect(warnings.some((entry) => entry.msg.includes('PUBLIC_URL') && entry.msg.includes('http://localhost:8181'))).toBe(warned);
    } finally {
      await app.close();
    }
  });
});
