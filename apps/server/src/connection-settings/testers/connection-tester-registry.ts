import { findChannel } from '#src/channels/channel-registry.ts';
import type { ConnectionTester } from './connection-tester.ts';
import { gitConnectionTester } from './git.connection-tester.ts';
import { httpConnectionTester } from './http.connection-tester.ts';
import { redisConnectionTester } from './redis.connection-tester.ts';
import { s3ConnectionTester } from './s3.connection-tester.ts';
import { mysqlConnectionTester, postgresConnectionTester, sqlServerConnectionTester } from './sql.connection-tester.ts';

/** Every type this server tests itself; notification types are tested by their channel. */
export const CONNECTION_TESTERS: readonly ConnectionTester[] = [
  httpConnectionTester,
  postgresConnectionTester,
  mysqlConnectionTester,
  sqlServerConnectionTester,
  redisConnectionTester,
  s3ConnectionTester,
  gitConnectionTester,
];

/** The tester of a connection type: its own, else its notification channel's `test`; undefined when neither. */
export function findConnectionTester(type: string): ConnectionTester | undefined {
  const own = CONNECTION_TESTERS.find((tester) => tester.types.includes(type));
  if (own) return own;
  const channel = findChannel(type);
  return channel ? { types: [type], test: (connection, { signal }) => channel.test(connection, { signal }) } : undefined;
}
