import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PasswordRole {
  username: string;
  password: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function passwordIsChecked(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return false;
  } catch {
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A login role on the test cluster that must give its password. The cluster trusts every local
 * login, so a rule asking this one role for a password is put first in its access file (written
 * through a large object, which a superuser may export to the server's own files) and reloaded.
 */
export async function createPasswordRole(adminUrl: string): Promise<PasswordRole> {
  const username = `probe_${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const original = await withAdmin(adminUrl, async (client) => {
    await client.query(`CREATE ROLE ${username} LOGIN PASSWORD '${password}'`);
    const file = (await client.query<{ hba_file: string }>('SHOW hba_file')).rows[0]!.hba_file;
    const text = (await client.query<{ text: string }>('SELECT pg_read_file($1) AS text', [file])).rows[0]!.text;
    const rule = `host all ${username} 127.0.0.1/32 scram-sha-256\n`;
    await writeServerFile(client, file, rule + text);
    return { file, text };
  });
  const wrongUrl = new URL(adminUrl);
  wrongUrl.username = username;
  wrongUrl.password = 'not-the-password';
  for (let attempt = 0; attempt < 50 && !(await passwordIsChecked(wrongUrl.toString())); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    username,
    password,
    drop: () =>
      withAdmin(adminUrl, async (client) => {
        await writeServerFile(client, original.file, original.text);
        await client.query(`DROP ROLE IF EXISTS ${username}`);
      }),
  };
}

async function writeServerFile(client: pg.Client, file: string, text: string): Promise<void> {
  const oid = (await client.query<{ oid: number }>("SELECT lo_from_bytea(0, convert_to($1, 'UTF8')) AS oid", [text])).rows[0]!.oid;
  await client.query('SELECT lo_export($1, $2)', [oid, file]);
  await client.query('SELECT lo_unlink($1)', [oid]);
  await client.query('SELECT pg_reload_conf()');
}
