import { describe, expect, it } from 'vitest';
import { filterChecks, labelKeysOf } from '#src/features/health/utils/check-filters.ts';
import { groupChecks, groupHealthOf, groupKeyOf } from '#src/features/health/utils/check-grouping.ts';
import { checksInTab, tabsOf } from '#src/features/health/utils/check-tabs.ts';
import { readHealthUrlState, writeHealthUrlState } from '#src/features/health/utils/health-search-params.ts';
import { lastRunAgoBadge } from '#src/features/health/utils/last-run-badge.ts';
import {
  effectiveRefreshRate,
  isRefreshRateDisabled,
  refreshRateMs,
} from '#src/features/health/utils/refresh-rate.ts';
import { rangeMinutesOf } from '#src/features/health/utils/use-refresh-rate.ts';
import { aCheck } from './support/check-fixtures.ts';

describe('health URL state', () => {
  it('uses the spec defaults when the query string is empty', () => {
    expect(readHealthUrlState(new URLSearchParams())).toEqual({
      layout: 'table',
      checkId: null,
      timeRange: '1h',
      labels: {},
      query: '',
      sortBy: null,
      sortDesc: false,
      hidePassing: true,
      tabBy: 'namespace',
      groupBy: 'canary_name',
      tab: 'All',
      pivotBy: 'none',
      pivotLabel: null,
      pivotCellType: 'health',
    });
  });

  it('reads every parameter and ignores a labels value that is not a map of 1 and -1', () => {
    const state = readHealthUrlState(
      new URLSearchParams(
        'layout=card&checkId=c1&timeRange=3h&labels={"env=prod":1,"tier=db":-1,"x":2}&query=api&sortBy=latency&sortDesc=true&hidePassing=false&tabBy=agent&groupBy=no-group&tab=prod',
      ),
    );
    expect(state).toMatchObject({
      layout: 'card',
      checkId: 'c1',
      timeRange: '3h',
      labels: { 'env=prod': 1, 'tier=db': -1 },
      query: 'api',
      sortBy: 'latency',
      sortDesc: true,
      hidePassing: false,
      tabBy: 'agent',
      groupBy: 'no-group',
      tab: 'prod',
    });
    expect(readHealthUrlState(new URLSearchParams('labels=not-json')).labels).toEqual({});
    expect(readHealthUrlState(new URLSearchParams('labels=[1]')).labels).toEqual({});
  });

  it("writes changes, keeps other keys, and removes a key set to 'all' or emptied", () => {
    const start = new URLSearchParams('groupBy=type&query=api&other=1');
    const next = writeHealthUrlState(start, { groupBy: 'all', query: '', hidePassing: false, labels: { 'env=prod': 1 } });
    expect(next.has('groupBy')).toBe(false);
    expect(next.has('query')).toBe(false);
    expect(next.get('hidePassing')).toBe('false');
    expect(JSON.parse(next.get('labels')!)).toEqual({ 'env=prod': 1 });
    expect(next.get('other')).toBe('1');
    expect(writeHealthUrlState(next, { labels: {} }).has('labels')).toBe(false);
  });
});

describe('grouping', () => {
  const api = aCheck({ name: 'api/health', canary_name: 'web', description: 'API', type: 'http', labels: { team: 'core' } });
  const db = aCheck({ name: 'db', canary_name: 'storage', description: null, type: 'postgres', labels: {} });

  it('keys a check by group name, description, type, name before the first slash or a label', () => {
    expect(groupKeyOf(api, 'canary_name')).toBe('web');
    expect(groupKeyOf(api, 'description')).toBe('API');
    expect(groupKeyOf(api, 'type')).toBe('http');
    expect(groupKeyOf(aCheck({ name: 'api/v1/ping' }), 'name')).toBe('api');
    expect(groupKeyOf(db, 'name')).toBe('db');
    expect(groupKeyOf(api, 'team')).toBe('core');
    expect(groupKeyOf(db, 'team')).toBeUndefined();
    expect(groupKeyOf(api, 'no-group')).toBeUndefined();
  });

  it('puts checks sharing a key under one group row and leaves keyless checks on their own', () => {
    const other = aCheck({ canary_name: 'web', status: 'unhealthy' });
    const rows = groupChecks([api, db, other], 'team');
    expect(rows.map((row) => row.kind)).toEqual(['group', 'check', 'check']);
    const byCanary = groupChecks([api, db, other], 'canary_name');
    expect(byCanary).toHaveLength(2);
    const web = byCanary[0]!;
    expect(web.kind === 'group' && web.children.map((child) => child.check.id)).toEqual([api.id, other.id]);
    expect(web.kind === 'group' && web.health).toBe('mixed');
    expect(groupChecks([api, db], 'no-group').every((row) => row.kind === 'check')).toBe(true);
  });

  it('calls a group good when all pass, unhealthy when all fail, mixed otherwise', () => {
    expect(groupHealthOf([aCheck(), aCheck()])).toBe('good');
    expect(groupHealthOf([aCheck({ status: 'unhealthy' }), aCheck({ status: 'unhealthy' })])).toBe('unhealthy');
    expect(groupHealthOf([aCheck(), aCheck({ status: 'unhealthy' })])).toBe('mixed');
  });
});

describe('tabs', () => {
  const checks = [
    aCheck({ namespace: 'prod', labels: { env: 'b' } }),
    aCheck({ namespace: null, agent_id: '01900000-0000-7000-8000-00000000a9e1' }),
    aCheck({ namespace: 'dev', labels: { env: 'a' } }),
  ];

  it("starts with 'All', then sorted tabs, with 'none' for checks without a namespace", () => {
    expect(tabsOf(checks, 'namespace')).toEqual(['All', 'dev', 'none', 'prod']);
    expect(tabsOf(checks, 'env')).toEqual(['All', 'a', 'b']);
    expect(tabsOf(checks, 'agent')).toEqual(['All', '01900000-0000-7000-8000-00000000a9e1', 'local']);
  });

  it('shows only the checks of the chosen tab, and all of them under All', () => {
    expect(checksInTab(checks, 'namespace', 'none')).toEqual([checks[1]]);
    expect(checksInTab(checks, 'namespace', 'All')).toHaveLength(3);
  });
});

describe('filtering', () => {
  const passing = aCheck({ name: 'Login page', labels: { env: 'prod', team: 'web' } });
  const failing = aCheck({ name: 'orders', status: 'unhealthy', description: 'Order API', labels: { env: 'dev' } });
  const endpoint = aCheck({ name: 'x', status: 'unhealthy', endpoint: 'https://shop.example.com', labels: { env: 'prod' } });
  const all = [passing, failing, endpoint];
  const none = { hidePassing: false, labels: {}, query: '' };

  it('hides passing checks when asked', () => {
    expect(filterChecks(all, { ...none, hidePassing: true })).toEqual([failing, endpoint]);
  });

  it('keeps checks with an included label and drops those with an excluded one', () => {
    expect(filterChecks(all, { ...none, labels: { 'env=prod': 1 } })).toEqual([passing, endpoint]);
    expect(filterChecks(all, { ...none, labels: { 'env=prod': 1, 'env=dev': 1 } })).toEqual(all);
    expect(filterChecks(all, { ...none, labels: { 'env=prod': 1, 'team=web': 1 } })).toEqual([passing]);
    expect(filterChecks(all, { ...none, labels: { 'team=web': -1 } })).toEqual([failing, endpoint]);
  });

  it('searches name, description and endpoint regardless of case', () => {
    expect(filterChecks(all, { ...none, query: 'LOGIN' })).toEqual([passing]);
    expect(filterChecks(all, { ...none, query: 'order api' })).toEqual([failing]);
    expect(filterChecks(all, { ...none, query: 'shop.example' })).toEqual([endpoint]);
  });

  it('lists label keys with their values and spots boolean labels', () => {
    const keys = labelKeysOf([...all, aCheck({ labels: { critical: 'true' } })]);
    expect(keys).toEqual([
      { key: 'critical', values: ['true'], isBoolean: true },
      { key: 'env', values: ['dev', 'prod'], isBoolean: false },
      { key: 'team', values: ['web'], isBoolean: false },
    ]);
  });
});

describe("the 'ago' badge", () => {
  const now = new Date('2025-06-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('shows only for a last run between 1 hour and 7 days old', () => {
    expect(lastRunAgoBadge(ago(59 * 60_000), now)).toBeNull();
    expect(lastRunAgoBadge(ago(60 * 60_000), now)).toBe('1h ago');
    expect(lastRunAgoBadge(ago(5 * 3_600_000 + 60_000), now)).toBe('5h ago');
    expect(lastRunAgoBadge(ago(3 * 86_400_000), now)).toBe('3d ago');
    expect(lastRunAgoBadge(ago(7 * 86_400_000), now)).toBe('7d ago');
    expect(lastRunAgoBadge(ago(7 * 86_400_000 + 1000), now)).toBeNull();
    expect(lastRunAgoBadge(null, now)).toBeNull();
  });
});

describe('refresh rates', () => {
  it('reads durations in s, m, h, d and w', () => {
    expect(refreshRateMs('15s')).toBe(15_000);
    expect(refreshRateMs('2m')).toBe(120_000);
    expect(refreshRateMs('1h')).toBe(3_600_000);
    expect(refreshRateMs('1d')).toBe(86_400_000);
    expect(refreshRateMs('1w')).toBe(604_800_000);
    expect(refreshRateMs('none')).toBeNull();
  });

  it('disables 15s and 30s from 60 minutes and 2m and 3m from 180 minutes', () => {
    expect(isRefreshRateDisabled('30s', 59)).toBe(false);
    expect(isRefreshRateDisabled('15s', 60)).toBe(true);
    expect(isRefreshRateDisabled('3m', 179)).toBe(false);
    expect(isRefreshRateDisabled('2m', 180)).toBe(true);
    expect(isRefreshRateDisabled('60s', 10_000)).toBe(false);
  });

  it('falls to the next allowed rate when the chosen one is disabled', () => {
    expect(effectiveRefreshRate('15s', 15)).toBe('15s');
    expect(effectiveRefreshRate('15s', 60)).toBe('60s');
    expect(effectiveRefreshRate('2m', 180)).toBe('5m');
    expect(effectiveRefreshRate('none', 180)).toBe('none');
  });

  it('measures the time range in minutes', () => {
    expect(rangeMinutesOf('1h')).toBe(60);
    expect(rangeMinutesOf('3h')).toBe(180);
    expect(rangeMinutesOf('15m')).toBe(15);
  });
});
