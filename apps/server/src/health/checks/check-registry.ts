import { pluginRegistry } from '#src/spec/plugin.ts';
import type { CheckType } from './check-type.ts';
import { execCheck } from './exec.check.ts';
import { folderCheck } from './folder.check.ts';
import { httpCheck } from './http.check.ts';
import { tcpCheck } from './tcp.check.ts';
import { dnsCheck } from './dns.check.ts';
import { icmpCheck } from './icmp.check.ts';
import { mssqlCheck } from './mssql.check.ts';
import { mysqlCheck } from './mysql.check.ts';
import { postgresCheck } from './postgres.check.ts';
import { redisCheck } from './redis.check.ts';
import { elasticsearchCheck } from './elasticsearch.check.ts';
import { mongodbCheck } from './mongodb.check.ts';
import { prometheusCheck } from './prometheus.check.ts';
import { alertmanagerCheck } from './alertmanager.check.ts';
import { kubernetesCheck } from './kubernetes.check.ts';
import { catalogCheck } from './catalog.check.ts';

/** Every check type the server can run, each defined in its own file. Add new types here. */
export const CHECK_TYPES: readonly CheckType[] = [
  httpCheck,
  tcpCheck,
  folderCheck,
  execCheck,
  dnsCheck,
  postgresCheck,
  mysqlCheck,
  mssqlCheck,
  redisCheck,
  icmpCheck,
  mongodbCheck,
  elasticsearchCheck,
  prometheusCheck,
  alertmanagerCheck,
  kubernetesCheck,
  catalogCheck,
];

/** The check types by key, with the JSON Schema of each one's entries for editors. */
export const CHECK_REGISTRY = pluginRegistry(CHECK_TYPES);

export function findCheckType(type: string): CheckType | undefined {
  return CHECK_REGISTRY.find(type);
}
