import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secureConnectionSecrets } from '#src/connection-settings/connection-secrets.startup.ts';
import { createConnectionResolver } from '#src/connections/connection-resolver.ts';
import { ConnectionWriteRepository } from '#src/connections/connection-write.repository.ts';
import { SecretBox } from '#src/connections/secret-box.ts';
import { secretBox, secretKeyPath, useSecretBox } from '#src/connections/secret-key.ts';
import { refusedReference } from '#src/connections/secret-reference.ts';
import { loadConfig } from '#src/config.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

/** Secrets no answer, row or message may ever carry. */
const SECRETS = {
  dbPassword: 'pg-Secret-41a7',
  s3Secret: 's3-Secret-92bd',
  resticKey: 'restic-Secret-c0ff',
  resticPassword: 'restic-Pass-77e1',
  sshKey: '-----BEGIN OPENSSH PRIVATE KEY-----\nssh-Secret-5e5e\n-----END OPENSSH PRIVATE KEY-----',
};
const ALL = Object.values(SECRETS);

const quietLogger = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return quietLogger; }, level: 'silent', silent() {} };

function expectNoSecret(text: string): void {
  for (const secret of ALL) expect(text).not.toContain(secret);
  expect(text).not.toContain('ssh-Secret');
}

describe(`connection secrets: encrypted at rest, masked on every read (${testDbKind})`, () => {
  let t: AccessTestApp;
  let admin: TestPerson;
  const ids: Record<string, string> = {};

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, prefer = 'return=representation') =>
    t.app.inject({ method, url, headers: { ...admin.headers, 'content-type': 'application/json', prefer }, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) });

  beforeAll(async () => {
    t = await startAccessTestApp();
    admin = await t.person({ roles: ['admin'] });
    const created = await api('POST', '/api/db/connections', [
      { name: 'orders-db', type: 'postgres', url: 'postgres://db.internal:5432/orders', username: 'app', password: SECRETS.dbPassword, certificate: null, properties: {}, insecure_tls: false },
      { name: 'backups', type: 's3', url: null, username: 'AKIDEXAMPLE', password: SECRETS.s3Secret, certificate: null, properties: { bucket: 'backups' }, insecure_tls: false },
      { name: 'restic', type: 'restic', url: 's3:backups/restic', username: 'AKIDEXAMPLE', password: SECRETS.resticPassword, certificate: null, properties: { secretKey: SECRETS.resticKey }, insecure_tls: false },
      { name: 'repo', type: 'git', url: 'ssh://git@example.com/app.git', username: null, password: null, certificate: SECRETS.sshKey, properties: { auth: 'ssh' }, insecure_tls: true },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    expectNoSecret(created.body);
    for (const row of created.json() as { id: string; name: string }[]) ids[row.name] = row.id;
    await t.db.query("INSERT INTO permissions (action, connection_id, name) VALUES ('read', $1, 'orders-db readers')", [ids['orders-db']]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers *** for every secret of a new connection, and its defaults', async () => {
    const { body } = await api('GET', '/api/db/connections?select=*&order=name');
    expectNoSecret(body);
    const rows = JSON.parse(body) as Record<string, unknown>[];
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName['orders-db']).toMatchObject({ password: '***', username: 'app' });
    expect(byName.restic).toMatchObject({ password: '***', properties: { secretKey: '***' } });
    expect(byName.repo).toMatchObject({ certificate: '***', properties: { auth: 'ssh', ref: 'main' } });
    expect(byName.backups).toMatchObject({ properties: { bucket: 'backups', usePathStyle: false } });
  });

  it('keeps secrets out of embeds and out of the table itself', async () => {
    const embedded = await api('GET', `/api/db/permissions?select=*,connection_id(*)&connection_id=eq.${ids['orders-db']}`);
    expect(embedded.statusCode).toBe(200);
    expect(embedded.json()).toEqual([expect.objectContaining({ connection_id: expect.objectContaining({ name: 'orders-db', password: '***' }) })]);
    expectNoSecret(embedded.body);
    const integrations = await api('GET', '/api/db/integrations_with_status?select=*');
    expect(integrations.statusCode).toBe(200);
    expectNoSecret(integrations.body);
    const { rows } = await t.db.query('SELECT c.*, s.value AS secret FROM connections c LEFT JOIN connection_secrets s ON s.connection_id = c.id');
    expectNoSecret(JSON.stringify(rows));
    expect(rows.filter((row) => row.secret !== null).every((row) => String(row.secret).startsWith('enc:v1:'))).toBe(true);
  });

  it('hands checks, scrapers and actions the secrets, decrypted', async () => {
    const resolve = createConnectionResolver(t.db);
    expect(await resolve('connection://default/orders-db')).toMatchObject({ type: 'postgres', username: 'app', password: SECRETS.dbPassword, insecureTls: false });
    expect(await resolve('connection://restic')).toMatchObject({ password: SECRETS.resticPassword, properties: { secretKey: SECRETS.resticKey } });
    expect(await resolve('repo')).toMatchObject({ certificate: SECRETS.sshKey, insecureTls: true });
  });

  it('keeps the stored secret when *** is written back, replaces it with new text, removes it when emptied', async () => {
    const resolve = createConnectionResolver(t.db);
    const kept = await api('PATCH', `/api/db/connections?id=eq.${ids.restic}`, { type: 'restic', url: 's3:backups/other', username: 'AKIDEXAMPLE', password: '***', properties: { secretKey: '***' } });
    expect(kept.statusCode, kept.body).toBe(200);
    expectNoSecret(kept.body);
    expect(await resolve('restic')).toMatchObject({ url: 's3:backups/other', password: SECRETS.resticPassword, properties: { secretKey: SECRETS.resticKey } });

    const replaced = await api('PATCH', `/api/db/connections?id=eq.${ids['orders-db']}`, { password: 'rotated-Secret-1' });
    expect(replaced.json()).toEqual([expect.objectContaining({ password: '***' })]);
    expect((await resolve('orders-db'))?.password).toBe('rotated-Secret-1');

    const emptied = await api('PATCH', `/api/db/connections?id=eq.${ids.backups}`, { password: '' });
    expect(emptied.json()).toEqual([expect.objectContaining({ password: '' })]);
    expect((await resolve('backups'))?.password).toBe('');
    const { rows } = await t.db.query("SELECT field FROM connection_secrets WHERE connection_id = $1 AND field = 'password'", [ids.backups]);
    expect(rows).toEqual([]);
  });

  it('stores the new secret of an upsert on the stored connection', async () => {
    const upsert = await api('POST', '/api/db/connections?on_conflict=name,namespace', { name: 'orders-db', namespace: 'default', type: 'postgres', url: 'postgres://db.internal:5432/orders', username: 'app', password: 'upserted-Secret-2' }, 'return=representation,resolution=merge-duplicates');
    expect(upsert.statusCode, upsert.body).toBe(200);
    expect(upsert.json()).toEqual([expect.objectContaining({ id: ids['orders-db'], password: '***' })]);
    expect((await createConnectionResolver(t.db)('orders-db'))?.password).toBe('upserted-Secret-2');
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM connection_secrets s WHERE NOT EXISTS (SELECT 1 FROM connections c WHERE c.id = s.connection_id)');
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a connection without its required fields, naming each', async () => {
    const missing = await api('POST', '/api/db/connections', { name: 'no-password', type: 'postgres', url: 'postgres://db/x', username: 'app' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'password: This field is required' });
    const email = await api('POST', '/api/db/connections', { name: 'mail', type: 'email', url: 'smtp.example.com', properties: { fromAddress: 'a@example.com' } });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe('properties.fromName: This field is required');
    const badPort = await api('POST', '/api/db/connections', { name: 'mail', type: 'email', url: 'smtp.example.com', properties: { fromAddress: 'a@example.com', fromName: 'Ops', port: 'twenty-five' } });
    expect(badPort.json().message).toBe('properties.port: must be a number');
    const fine = await api('POST', '/api/db/connections', { name: 'mail', type: 'email', url: 'smtp.example.com', properties: { fromAddress: 'a@example.com', fromName: 'Ops' } });
    expect(fine.statusCode, fine.body).toBe(201);
    expect(fine.json()[0].properties).toMatchObject({ port: 587, encryption: 'Auto', auth: 'Unknown' });
  });

  it('reads env:// and file:// values at use time, never the server key', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-conn-ref-'));
    try {
      writeFileSync(join(dir, 'token'), 'from-a-file\n');
      process.env.VIGIL_TEST_CONNECTION_USER = 'from-the-env';
      const saved = await api('POST', '/api/db/connections', { name: 'ref-http', type: 'http', url: 'http://x', username: 'env://VIGIL_TEST_CONNECTION_USER', password: `file://${join(dir, 'token')}` });
      expect(saved.statusCode, saved.body).toBe(201);
      const refused = await api('POST', '/api/db/connections', { name: 'ref-key', type: 'http', url: 'http://x', password: 'env://SECRET_KEY' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe("password: a connection may not read the server's SECRET_KEY");
      await t.db.query("INSERT INTO connections (name, type, url, password) VALUES ('ref-key', 'http', 'http://x', 'env://DATABASE_URL')");
      // A reference is not a secret: it reads as written, and the value it names is read when used.
      expect(saved.json()[0]).toMatchObject({ username: 'env://VIGIL_TEST_CONNECTION_USER', password: `file://${join(dir, 'token')}` });
      const resolve = createConnectionResolver(t.db);
      expect(await resolve('ref-http')).toMatchObject({ username: 'from-the-env', password: 'from-a-file' });
      await expect(resolve('ref-key')).rejects.toThrow("a connection may not read the server's DATABASE_URL");
    } finally {
      delete process.env.VIGIL_TEST_CONNECTION_USER;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('encrypts secrets stored in plain text at start-up with the key of the data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vigil-key-'));
    const before = secretBox();
    try {
      await t.db.query("INSERT INTO connections (name, type, url, password, properties) VALUES ('legacy', 'restic', 's3:x', 'legacy-Secret-9', $1::jsonb)", [JSON.stringify({ secretKey: 'legacy-Key-9', note: 'kept' })]);
      const config = { ...loadConfig({ DEMO: 'off', DATA_DIR: dataDir }), databaseUrl: undefined };
      await secureConnectionSecrets({ db: t.db, config, logger: quietLogger as never, scripts: undefined as never });
      expect(statSync(secretKeyPath(dataDir)).mode & 0o777).toBe(0o600);
      const { rows } = await t.db.query<{ password: string; properties: Record<string, string> }>("SELECT password, properties FROM connections WHERE name = 'legacy'");
      expect(rows[0]).toEqual({ password: '***', properties: { secretKey: '***', note: 'kept' } });
      const resolved = await createConnectionResolver(t.db)('legacy');
      expect(resolved).toMatchObject({ password: 'legacy-Secret-9', properties: { secretKey: 'legacy-Key-9', note: 'kept' } });
      // A key file that is later read again decrypts what it encrypted.
      useSecretBox(SecretBox.ephemeral());
      await expect(createConnectionResolver(t.db)('legacy')).rejects.toThrow('encrypted with another key');
      await secureConnectionSecrets({ db: t.db, config, logger: quietLogger as never, scripts: undefined as never });
      expect((await createConnectionResolver(t.db)('legacy'))?.password).toBe('legacy-Secret-9');
    } finally {
      useSecretBox(before);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('rotates the key: secrets under SECRET_KEY_PREVIOUS are encrypted again under SECRET_KEY at start-up', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vigil-key-'));
    const before = secretBox();
    const warnings: unknown[] = [];
    const logger = { ...quietLogger, warn: (fields: unknown) => void warnings.push(fields) };
    try {
      const rotating = await new ConnectionWriteRepository(t.db, SecretBox.fromText('old-key')).save({
        name: 'rotating', type: 'restic', url: 's3:bucket', username: 'backup', password: 'rotating-Secret-1', properties: { secretKey: 'rotating-Key-1' },
      });
      const lost = await new ConnectionWriteRepository(t.db, SecretBox.fromText('a-key-nobody-kept')).save({ name: 'lost', type: 'http', url: 'http://lost', password: 'lost-Secret-1' });
      const config = { ...loadConfig({ DEMO: 'off', DATA_DIR: dataDir, SECRET_KEY: 'new-key', SECRET_KEY_PREVIOUS: 'old-key' }), databaseUrl: undefined };
      await secureConnectionSecrets({ db: t.db, config, logger: logger as never, scripts: undefined as never });
      // Named: the connection no key reads (the earlier tests' connections were written under keys of their own).
      expect(warnings).toEqual([{ connections: expect.arrayContaining([lost]) }]);
      expect((warnings[0] as { connections: string[] }).connections).not.toContain(rotating);
      // The new key alone now reads them: the previous one can be dropped.
      useSecretBox(SecretBox.fromText('new-key'));
      expect(await createConnectionResolver(t.db)('rotating')).toMatchObject({ password: 'rotating-Secret-1', properties: { secretKey: 'rotating-Key-1' } });
      await expect(createConnectionResolver(t.db)('lost')).rejects.toThrow('encrypted with another key');
      expect(refusedReference('env://SECRET_KEY_PREVIOUS', [])).toBe("a connection may not read the server's SECRET_KEY_PREVIOUS");
    } finally {
      useSecretBox(before);
      await t.db.query("DELETE FROM connections WHERE name IN ('rotating', 'lost')");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('lets server-side writers save connections the same way', async () => {
    const writer = new ConnectionWriteRepository(t.db, secretBox());
    await writer.save({ name: 'seeded', type: 'http', url: 'http://seeded', password: 'seeded-Secret-3' });
    await writer.save({ name: 'seeded', type: 'http', url: 'http://seeded/2', password: 'seeded-Secret-4' });
    const { rows } = await t.db.query("SELECT url, password FROM connections WHERE name = 'seeded'");
    expect(rows).toEqual([{ url: 'http://seeded/2', password: '***' }]);
    expect((await createConnectionResolver(t.db)('seeded'))?.password).toBe('seeded-Secret-4');
    await expect(writer.save({ name: 'broken', type: 'postgres', url: 'postgres://x' })).rejects.toThrow('username: This field is required; password: This field is required');
  });
});
