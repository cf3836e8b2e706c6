import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertmanagerCheck, type AlertmanagerCheckSpec } from '#src/health/checks/alertmanager.check.ts';
import { freePort } from '#test/support/postgres-cluster.ts';
import { startFakeAlertmanager, type FakeAlert, type FakeAlertmanager } from '../support/fake-alertmanager-server.ts';
import { probeContext } from '../support/probe-context.ts';
import { parsedCheckSpec } from '../support/parsed-check-spec.ts';

const ALERTS: FakeAlert[] = [
  {
    labels: { alertname: 'KubePodCrashLooping', namespace: 'prod', pod: 'api-1', container: 'api', severity: 'critical' },
    annotations: { description: 'Pod prod/api-1 is restarting 3 times / 10 minutes.' },
  },
  { labels: { alertname: 'HighLatency', namespace: 'prod', deployment: 'checkout', severity: 'warning' }, annotations: { summary: 'p99 over 2s' } },
  { labels: { alertname: 'Watchdog', severity: 'none' } },
  { labels: { alertname: 'DiskFull', node: 'node-1', severity: 'critical' }, silencedBy: ['silence-1'] },
];

function parsed(raw: Record<string, unknown>): AlertmanagerCheckSpec {
  return parsedCheckSpec(alertmanagerCheck, { name: 'alerts', ...raw });
}

describe('alertmanager check parsing', () => {
  it('accepts a canary-checker entry unchanged', () => {
    const spec = parsed({
      url: 'http://alertmanager.monitoring:9093',
      alerts: ['.*'],
      ignore: ['KubeScheduler.*', 'Watchdog'],
      filters: { namespace: 'prod|staging' },
      exclude_filters: { severity: 'none' },
      transform: { expr: 'results.alerts.map(r, {"name": r.name})' },
    });
    expect(spec).toMatchObject({ alerts: ['.*'], ignore: ['KubeScheduler.*', 'Watchdog'], filters: { namespace: 'prod|staging' }, excludeFilters: { severity: 'none' } });
    expect(alertmanagerCheck.endpoint(spec)).toBe('http://alertmanager.monitoring:9093');
  });

  it('names bad patterns, bad names, a missing target and unknown keys by path', () => {
    const result = alertmanagerCheck.parse({ name: 'a', alerts: ['ok', 3], ignore: ['(unclosed'], filters: { job: '[' }, exclude_filters: { 'app.kubernetes.io/name': 'x' }, silenced: true }, 'spec.alertmanager[1]');
    expect(result).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.alertmanager[1].url', message: 'url or connection is required' },
        { path: 'spec.alertmanager[1].alerts[1]', message: 'must be an alert name' },
        { path: 'spec.alertmanager[1].ignore[0]', message: 'is not a valid regular expression' },
        { path: 'spec.alertmanager[1].filters.job', message: 'is not a valid regular expression' },
        { path: 'spec.alertmanager[1].exclude_filters.app.kubernetes.io/name', message: 'is not a valid label name' },
        { path: 'spec.alertmanager[1].silenced', message: 'unknown key' },
      ]),
    });
  });

  it('names a bad pattern by its own place in the list, after a bad name', () => {
    expect(alertmanagerCheck.parse({ name: 'a', url: 'http://am:9093', alerts: ['ok', '', '(unclosed'] }, 'spec.alertmanager[0]')).toEqual({
      issues: [
        { path: 'spec.alertmanager[0].alerts[1]', message: 'must be an alert name' },
        { path: 'spec.alertmanager[0].alerts[2]', message: 'is not a valid regular expression' },
      ],
    });
  });
});

describe('alertmanager check against an Alertmanager API', () => {
  let alertmanager: FakeAlertmanager;
  let url = '';

  beforeAll(async () => {
    alertmanager = await startFakeAlertmanager(ALERTS);
    url = alertmanager.url;
  });

  afterAll(() => alertmanager?.stop());

  it('fails while alerts fire, naming them, and leaves silenced alerts out', async () => {
    const result = await alertmanagerCheck.run(parsed({ url }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.error).toBeUndefined();
    expect(result.message).toBe('3 alerts are firing: KubePodCrashLooping/prod/api-1/api, HighLatency/prod/checkout, Watchdog');
    expect(result.data.alerts).toEqual([
      expect.objectContaining({ alertname: 'KubePodCrashLooping', message: 'Pod prod/api-1 is restarting 3 times / 10 minutes.', labels: expect.objectContaining({ pod: 'api-1' }) }),
      expect.objectContaining({ alertname: 'HighLatency', message: 'p99 over 2s' }),
      expect.objectContaining({ alertname: 'Watchdog', message: '' }),
    ]);
  });

  it('looks only for the named alerts', async () => {
    const result = await alertmanagerCheck.run(parsed({ url, alerts: ['HighLatency', 'Watchdog'] }), probeContext());
    expect(result.message).toBe('2 alerts are firing: HighLatency/prod/checkout, Watchdog');
    expect(alertmanager.lastFilters()).toEqual(['alertname=~"HighLatency|Watchdog"']);
  });

  it('keeps only alerts whose labels match the filters', async () => {
    const result = await alertmanagerCheck.run(parsed({ url, filters: { severity: 'critical|warning', namespace: 'prod' } }), probeContext());
    expect(result.message).toBe('2 alerts are firing: KubePodCrashLooping/prod/api-1/api, HighLatency/prod/checkout');
    const critical = await alertmanagerCheck.run(parsed({ url, filters: { severity: 'critical' } }), probeContext());
    expect(critical.message).toBe('1 alert is firing: KubePodCrashLooping/prod/api-1/api');
  });

  it('drops alerts named in ignore', async () => {
    const result = await alertmanagerCheck.run(parsed({ url, ignore: ['Watchdog', 'High.*'] }), probeContext());
    expect(result.message).toBe('1 alert is firing: KubePodCrashLooping/prod/api-1/api');
  });

  it('drops alerts carrying a label of exclude_filters', async () => {
    const result = await alertmanagerCheck.run(parsed({ url, exclude_filters: { namespace: 'prod' } }), probeContext());
    expect(result.message).toBe('1 alert is firing: Watchdog');
  });

  it('passes when no matching alert fires', async () => {
    const result = await alertmanagerCheck.run(parsed({ url, alerts: ['DiskFull', 'NodeDown'] }), probeContext());
    expect(result).toMatchObject({ pass: true, message: 'no matching alerts are firing', data: { alerts: [] } });
    const allIgnored = await alertmanagerCheck.run(parsed({ url, ignore: ['.*'] }), probeContext());
    expect(allIgnored.pass).toBe(true);
  });

  it('takes the url from a connection', async () => {
    const reference = 'connection://monitoring/alertmanager';
    const context = probeContext({ connections: { [reference]: { type: 'alertmanager', url, properties: {} } } });
    const result = await alertmanagerCheck.run(parsed({ connection: reference, alerts: ['Watchdog'] }), context);
    expect(result.message).toBe('1 alert is firing: Watchdog');
  });

  it('fails with the reason when the API is not there or nothing listens', async () => {
    const wrong = await alertmanagerCheck.run(parsed({ url: `${url}/not-alertmanager` }), probeContext());
    expect(wrong.pass).toBe(false);
    expect(wrong.error).toBe('Alertmanager answered 404: 404 page not found');
    const refused = await alertmanagerCheck.run(parsed({ url: `http://127.0.0.1:${await freePort()}` }), probeContext());
    expect(refused.pass).toBe(false);
    expect(refused.error).toContain('ECONNREFUSED');
  });
});
