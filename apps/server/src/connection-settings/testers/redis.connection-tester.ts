import { RespConnection } from '#src/protocols/redis/redis-resp.client.ts';
import { defineConnectionTester, requiredUrl } from './connection-tester.ts';

interface RedisAddress {
  host: string;
  port: number;
  tls: boolean;
  username: string | undefined;
  password: string | undefined;
}

/** `host:port`, `redis://[user:pass@]host:port[/db]` or `rediss://...`; the connection's own credentials win. */
function addressOf(text: string): RedisAddress {
  const withScheme = /^rediss?:\/\//i.test(text) ? text : `redis://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new Error(`${text} is not a Redis address (host:port)`);
  }
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port === '' ? 6379 : Number(url.port),
    tls: url.protocol === 'rediss:',
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
  };
}

/** Connects, authenticates, selects the database and sends PING. */
export const redisConnectionTester = defineConnectionTester({
  types: ['redis'],
  async test(connection, { signal }) {
    const address = addressOf(requiredUrl(connection));
    const username = connection.username || address.username;
    const password = connection.password || address.password;
    const redis = await RespConnection.connect({ host: address.host, port: address.port, tls: address.tls, signal });
    try {
      if (password) await (username ? redis.command('AUTH', username, password) : redis.command('AUTH', password));
      const db = Number(connection.properties.db ?? 0);
      if (Number.isInteger(db) && db !== 0) await redis.command('SELECT', String(db));
      const pong = await redis.command('PING');
      if (pong !== 'PONG') throw new Error(`the server answered PING with ${JSON.stringify(pong)}`);
    } finally {
      redis.close();
    }
  },
});
