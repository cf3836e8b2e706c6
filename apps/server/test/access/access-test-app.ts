import Fastify, { type FastifyInstance } from 'fastify';
import type { ActiveSession, IdentityDirectory, SecondFactorCheck, SessionLookup } from '#src/auth/auth-contracts.ts';
import { AccessTokenService } from '#src/auth/tokens/access-token.service.ts';
import { type AppConfig, loadConfig } from '#src/config.ts';
import { createApp } from '#src/http/create-app.ts';
import { productApiPlugin } from '#src/http/product-api.plugin.ts';
import { createRestEngine } from '#src/rest/rest-engine.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

export interface TestPerson {
  id: string;
  name: string;
  email: string | null;
  /** An access token of the person, without expiry. */
  token: string;
  /** Headers that authenticate as the person with that token. */
  headers: Record<string, string>;
}

export interface PersonOptions {
  name?: string;
  email?: string | null;
  roles?: readonly string[];
}

/** Records what the users endpoints ask of the identity module; optionally fails the invitation. */
export class RecordingDirectory implements IdentityDirectory {
  readonly invitations: { personId: string }[] = [];
  readonly revoked: string[] = [];
  failInvitations: Error | undefined;

  async sendInvitation(personId: string): Promise<void> {
    if (this.failInvitations) throw this.failInvitations;
    this.invitations.push({ personId });
  }

  async revokeSessions(personId: string): Promise<void> {
    this.revoked.push(personId);
  }
}

/** Sessions handed out by the test for real people; ended ones are no longer found. */
export class TestSessions implements SessionLookup, SecondFactorCheck {
  private readonly byToken = new Map<string, ActiveSession>();

  open(token: string, personId: string): void {
    this.byToken.set(token, { sessionId: `session-${this.byToken.size + 1}`, personId, aal: 'aal1' });
  }

  end(token: string): void {
    this.byToken.delete(token);
  }

  async findActive(token: string): Promise<ActiveSession | null> {
    return this.byToken.get(token) ?? null;
  }

  async secondFactorDue(): Promise<boolean> {
    return false;
  }
}

export interface AccessTestApp {
  app: FastifyInstance;
  db: TestDb;
  config: AppConfig;
  tokens: AccessTokenService;
  directory: RecordingDirectory;
  sessions: TestSessions;
  /** A person with the given roles and a fresh access token. */
  person(options?: PersonOptions): Promise<TestPerson>;
  close(): Promise<void>;
}

export interface AccessTestAppOptions {
  /** Environment the configuration is read from (DEMO and LOG_LEVEL are set for tests). */
  env?: Record<string, string>;
  /**
   * `product`: the app exactly as the server builds it (createApp, real identity module);
   * `recording`: the access layer alone with a recording directory and test sessions.
   */
  kind?: 'product' | 'recording';
  db?: TestDb;
}

let counter = 0;

export async function startAccessTestApp(options: AccessTestAppOptions = {}): Promise<AccessTestApp> {
  const db = options.db ?? (await createTestDb({ migrated: true }));
  const config = loadConfig({ DEMO: 'off', LOG_LEVEL: 'silent', ...options.env });
  const dataApi = await createRestEngine(db, { schemas: ['public'] });
  const directory = new RecordingDirectory();
  const sessions = new TestSessions();
  let app: FastifyInstance;
  if (options.kind === 'recording') {
    app = Fastify({ logger: false });
    await app.register(productApiPlugin, { db, config, dataApi, sessions, directory });
    app.setNotFoundHandler((request, reply) => reply.code(404).send({ error: 'not found', message: `no route for ${request.url}` }));
  } else {
    app = await createApp({ config, db, dataApi });
  }
  await app.ready();
  const tokens = new AccessTokenService(db);

  const person = async (personOptions: PersonOptions = {}): Promise<TestPerson> => {
    counter += 1;
    const name = personOptions.name ?? `Person ${counter}`;
    const email = personOptions.email === undefined ? `person-${counter}-${Date.now()}@example.test` : personOptions.email;
    const { rows } = await db.query<{ id: string }>('INSERT INTO people (name, email) VALUES ($1, $2) RETURNING id', [name, email]);
    const id = rows[0]!.id;
    for (const role of personOptions.roles ?? []) {
      await db.query('INSERT INTO person_roles (person_id, role) VALUES ($1, $2)', [id, role]);
    }
    const created = await tokens.create({ name: 'test', personId: id, expiresInMs: null, scope: null, createdBy: id });
    return { id, name, email, token: created.token, headers: { authorization: `Bearer ${created.token}` } };
  };

  return {
    app,
    db,
    config,
    tokens,
    directory,
    sessions,
    person,
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}
