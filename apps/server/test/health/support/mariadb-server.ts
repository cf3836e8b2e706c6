import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { freePort } from '#test/support/postgres-cluster.ts';

const SERVER_BIN = '/usr/sbin/mariadbd';
const INSTALL_BIN = '/usr/bin/mariadb-install-db';

export interface MariaDbServer {
  port: number;
  /** A login that must give its password, with rights on `database` only. */
  user: string;
  password: string;
  /** Holds the table `services (id INT, name VARCHAR)` with three rows. */
  database: string;
  /** `mysql://user:password@127.0.0.1:port/database`, credentials percent-encoded. */
  url(user?: string, password?: string): string;
  /** How many sessions the server holds open for `user`. */
  sessionsOf(user: string): Promise<number>;
  stop(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;

function waitForReady(child: ReturnType<typeof spawn>, output: { text: string }): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mariadbd did not start:\n${output.text}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output.text += chunk.toString();
      if (output.text.includes('ready for connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mariadbd exited with code ${code}:\n${output.text}`));
    });
  });
}

async function asRoot<T>(port: number, work: (admin: mysql.Connection) => Promise<T>): Promise<T> {
  // A fresh data folder lets the local root in without a password.
  const admin = await mysql.createConnection({ host: '127.0.0.1', port, user: 'root' });
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function seed(port: number, user: string, password: string, database: string): Promise<void> {
  await asRoot(port, async (admin) => {
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.query('CREATE USER ?@? IDENTIFIED BY ?', [user, '%', password]);
    await admin.query(`GRANT SELECT ON ${database}.* TO ?@?`, [user, '%']);
    await admin.query(`CREATE TABLE ${database}.services (id INT PRIMARY KEY, name VARCHAR(40) NOT NULL)`);
    await admin.query(`INSERT INTO ${database}.services VALUES (1, 'api'), (2, 'web'), (3, 'worker')`);
  });
}

/**
 * A throwaway MariaDB server on a free loopback port, its data in a temporary folder. Fails with
 * the package to install when the binaries are missing, so the tests never pass without one.
 */
export async function startMariaDbServer(): Promise<MariaDbServer> {
  if (!existsSync(SERVER_BIN) || !existsSync(INSTALL_BIN)) {
    throw new Error('MariaDB is not installed: install the Debian package "mariadb-server".');
  }
  const folder = mkdtempSync(join(tmpdir(), 'vigil-mariadb-'));
  const dataDir = join(folder, 'data');
  const asUser = isRoot ? ['--user=root'] : [];
  const install = spawnSync(
    INSTALL_BIN,
    ['--no-defaults', `--datadir=${dataDir}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...asUser],
    { encoding: 'utf8' },
  );
  if (install.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`mariadb-install-db failed: ${install.stderr || install.stdout}`);
  }
  const port = await freePort();
  const child = spawn(
    SERVER_BIN,
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--socket=${join(folder, 'mariadb.sock')}`,
      `--pid-file=${join(folder, 'mariadb.pid')}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      '--skip-log-bin',
      '--innodb-buffer-pool-size=16M',
      ...asUser,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      const cleanUp = () => {
        rmSync(folder, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return cleanUp();
      child.once('exit', cleanUp);
      child.kill('SIGTERM');
    });
  const user = 'probe';
  const password = `pw:${randomBytes(6).toString('hex')}@x`;
  const database = 'inventory';
  try {
    await waitForReady(child, { text: '' });
    await seed(port, user, password, database);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    user,
    password,
    database,
    url: (name = user, secret = password) =>
      `mysql://${encodeURIComponent(name)}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${database}`,
    sessionsOf: (name) =>
      asRoot(port, async (admin) => {
        const [rows] = await admin.query<mysql.RowDataPacket[]>('SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE USER = ?', [name]);
        return Number(rows[0]?.n);
      }),
    stop,
  };
}
