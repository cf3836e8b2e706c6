import type { CheckSummary } from '@vigil/domain';

export type GroupHealth = 'good' | 'mixed' | 'unhealthy';

export interface CheckRow {
  kind: 'check';
  id: string;
  check: CheckSummary;
}

export interface GroupRow {
  kind: 'group';
  id: string;
  label: string;
  checks: CheckSummary[];
  children: CheckRow[];
  health: GroupHealth;
}

export type HealthRow = CheckRow | GroupRow;

export const NO_GROUP = 'no-group';
/** The built-in ways to group; any other value of groupBy is a label key. */
export const BUILT_IN_GROUP_BY = ['canary_name', 'description', 'type', 'name'] as const;

/** The value a check is grouped under, or undefined when it stands alone. */
export function groupKeyOf(check: CheckSummary, groupBy: string): string | undefined {
  let key: string | null | undefined;
  switch (groupBy) {
    case NO_GROUP:
      return undefined;
    case 'canary_name':
    case 'description':
    case 'type':
      key = check[groupBy];
      break;
    case 'name': {
      const slash = check.name.indexOf('/');
      key = slash > 0 ? check.name.slice(0, slash) : check.name;
      break;
    }
    default:
      key = check.labels?.[groupBy];
  }
  return key ? key : undefined;
}

/** Good when every member is healthy, unhealthy when every one is unhealthy, otherwise mixed. */
export function groupHealthOf(checks: readonly CheckSummary[]): GroupHealth {
  if (checks.length > 0 && checks.every((check) => check.status === 'healthy')) return 'good';
  if (checks.length > 0 && checks.every((check) => check.status === 'unhealthy')) return 'unhealthy';
  return 'mixed';
}

const checkRow = (check: CheckSummary): CheckRow => ({ kind: 'check', id: check.id, check });

/** Table rows: one group row per key holding its checks, and checks without a key on their own. */
export function groupChecks(checks: readonly CheckSummary[], groupBy: string): HealthRow[] {
  const rows: HealthRow[] = [];
  const groups = new Map<string, GroupRow>();
  for (const check of checks) {
    const key = groupKeyOf(check, groupBy);
    if (key === undefined) {
      rows.push(checkRow(check));
      continue;
    }
    let group = groups.get(key);
    if (!group) {
      group = { kind: 'group', id: `group:${key}`, label: key, checks: [], children: [], health: 'mixed' };
      groups.set(key, group);
      rows.push(group);
    }
    group.checks.push(check);
    group.children.push(checkRow(check));
  }
  for (const group of groups.values()) group.health = groupHealthOf(group.checks);
  return rows;
}
