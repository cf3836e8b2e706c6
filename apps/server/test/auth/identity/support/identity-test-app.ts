import Fastify, { type FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { provisionAccount } from '#src/auth/identity/account-provisioner.ts';
import { createIdentityModule, type IdentityModule } from '#src/auth/identity/identity.module.ts';
import { loadConfig, type AppConfig } from '#src/config.ts';
import type { Queryable } from '#src/db/db.ts';
import { fastifyTrustProxy } from '#src/http/trust-proxy.ts';
import { createTestDb, type TestDb } from '#test/support/test-db.ts';
import { BrowserClient } from './browser-client.ts';
import { MailCatcher } from './mail-catcher.ts';

export interface IdentityTestApp {
  db: TestDb;
  app: FastifyInstance;
  identity: IdentityModule;
  mail: MailCatcher;
  config: AppConfig;
  /** What the server logged (JSON lines), when started with mailToLog. */
  logLines: string[];
  browser(remoteAddress?: string): BrowserClient;
  /** Another server replica over the same database (its own process state). */
  replica(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface IdentityTestOptions {
  registration?: 'invite' | 'open';
  publicUrl?: string;
  /** No SMTP relay: mail goes to the server log, which the test reads. */
  mailToLog?: boolean;
  /** TRUST_PROXY as the configuration reads it. */
  trustProxy?: AppConfig['trustProxy'];
  /** The SMTP server takes this long to accept each mail. */
  mailDelayMs?: number;
}

async function buildApp(
  db: TestDb,
  config: AppConfig,
  registration: 'invite' | 'open',
  logLines?: string[],
): Promise<{ app: FastifyInstance; identity: IdentityModule }> {
  const trustProxy = fastifyTrustProxy(config.trustProxy);
  const app = logLines
    ? Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } }, disableRequestLogging: true, trustProxy })
    : Fastify({ logger: false, trustProxy });
  const identity = createIdentityModule({ db, config, logger: app.log, registration });
  await app.register(identity.plugin, { prefix: '/api/.ory' });
  await app.ready();
  return { app, identity };
}

/** The identity plugin under /api/.ory over a fresh migrated database, mailing to a real SMTP server. */
export async function startIdentityTestApp(options: IdentityTestOptions = {}): Promise<IdentityTestApp> {
  const db = await createTestDb({ migrated: true });
  const mail = new MailCatcher(options.mailDelayMs);
  const smtpUrl = await mail.start();
  const config: AppConfig = {
    ...loadConfig({}),
    smtpUrl: options.mailToLog ? undefined : smtpUrl,
    smtpFrom: 'vigil@test.local',
    publicUrl: options.publicUrl,
    trustProxy: options.trustProxy ?? false,
  };
  const registration = options.registration ?? 'invite';
  const logLines: string[] = [];
  const { app, identity } = await buildApp(db, config, registration, options.mailToLog ? logLines : undefined);
  const replicas: FastifyInstance[] = [];
  return {
    db,
    app,
    identity,
    mail,
    config,
    logLines,
    browser: (remoteAddress) => new BrowserClient(app, remoteAddress),
    async replica() {
      const built = await buildApp(db, config, registration);
      replicas.push(built.app);
      return built.app;
    },
    async close() {
      for (const replica of replicas) await replica.close();
      await app.close();
      await mail.stop();
      await db.close();
    },
  };
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
}

let counter = 0;

/** A person who can sign in with a password (as the first administrator or a demo user is made). */
export async function createAccount(db: Queryable, roles: string[] = [], email?: string): Promise<TestAccount> {
  counter += 1;
  const address = email ?? `person${counter}@example.com`;
  const password = `correct horse ${counter} battery`;
  const id = await provisionAccount(db, { email: address, firstName: 'Pat', lastName: `Person${counter}`, password, roles });
  return { id, email: address, password };
}

/** A person and identity without a password, as the users endpoint creates an invited person. */
export async function createInvitedPerson(db: Queryable, email: string, first: string, last: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('INSERT INTO people (name, email) VALUES ($1, $2) RETURNING id', [`${first} ${last}`, email]);
  const id = rows[0]!.id;
  await db.query('INSERT INTO identities (id, traits) VALUES ($1, $2::jsonb)', [id, JSON.stringify({ email, name: { first, last } })]);
  return id;
}

export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

/** The six-digit code in a mail's text. */
export function codeIn(text: string): string {
  const match = /^\s+(\d{6})\s*$/m.exec(text);
  if (!match) throw new Error(`no code in mail:\n${text}`);
  return match[1]!;
}

export function linkIn(text: string, pattern: RegExp): string {
  const match = text.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} in mail:\n${text}`);
  return match[0];
}
