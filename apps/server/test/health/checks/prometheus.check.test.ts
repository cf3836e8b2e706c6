import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prometheusCheck, type PrometheusCheckSpec } from '#src/health/checks/prometheus.check.ts';
import { evaluateExpression } from '#src/expressions/evaluate-expression.ts';
import { freePort } from '#test/support/postgres-cluster.ts';
import { startFakePrometheus, type FakePrometheus } from '../support/fake-prometheus-server.ts';
import { probeContext } from '../support/probe-context.ts';
import { parsedCheckSpec } from '../support/parsed-check-spec.ts';

const SERIES = {
  up: [
    { labels: { job: 'api', instance: 'api-0:8080' }, value: 1 },
    { labels: { job: 'worker', instance: 'worker-0:8080' }, value: 0 },
  ],
  kubernetes_build_info: [{ labels: { git_version: 'v1.29.4', job: 'apiserver' }, value: 1 }],
};

function parsed(raw: Record<string, unknown>): PrometheusCheckSpec {
  return parsedCheckSpec(prometheusCheck, { name: 'prom', ...raw });
}

describe('prometheus check parsing', () => {
  it('accepts a canary-checker entry unchanged and shows its url as the endpoint', () => {
    const spec = parsed({
      url: 'http://prometheus.monitoring:9090',
      query: 'kubernetes_build_info{job!~"kube-dns|coredns"}',
      display: { template: "{{ (index .results 0).git_version }}" },
      test: { expr: 'results.size() > 0' },
    });
    expect(spec).toMatchObject({ query: 'kubernetes_build_info{job!~"kube-dns|coredns"}', url: 'http://prometheus.monitoring:9090' });
    expect(prometheusCheck.endpoint(spec)).toBe('http://prometheus.monitoring:9090');
    expect(prometheusCheck.endpoint(parsed({ host: 'http://old:9090', query: 'up' }))).toBe('http://old:9090');
    expect(prometheusCheck.endpoint(parsed({ url: 'http://ann:secret@prom:9090', query: 'up' }))).toBe('http://ann:***@prom:9090');
  });

  it('names a missing query and target, a bad url and unknown keys by path', () => {
    expect(prometheusCheck.parse({ name: 'p', step: '1m' }, 'spec.prometheus[2]')).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.prometheus[2].query', message: 'query is required' },
        { path: 'spec.prometheus[2].url', message: 'url or connection is required' },
        { path: 'spec.prometheus[2].step', message: 'unknown key' },
      ]),
    });
    expect(prometheusCheck.parse({ name: 'p', query: 'up', url: 'prometheus:9090' }, 'p')).toEqual({
      issues: [{ path: 'p.url', message: 'must be an http or https URL' }],
    });
  });
});

describe('prometheus check against a Prometheus API', () => {
  let prometheus: FakePrometheus;

  beforeAll(async () => {
    prometheus = await startFakePrometheus({ series: SERIES, prefix: '/prometheus' });
  });

  afterAll(() => prometheus?.stop());

  it('gives each series of a vector with its labels and value, for the test expression to judge', async () => {
    const result = await prometheusCheck.run(parsed({ url: prometheus.url, query: 'up' }), probeContext());
    expect(result.pass).toBe(true);
    expect(result.data.results).toEqual([
      { __name__: 'up', job: 'api', instance: 'api-0:8080', value: 1 },
      { __name__: 'up', job: 'worker', instance: 'worker-0:8080', value: 0 },
    ]);
    expect(result.data).toMatchObject({ value: 1, firstResult: { job: 'api' } });
    expect(result.message).toContain('2 series');
    const allUp = await evaluateExpression('test', { expr: 'results.all(r, r.value == 1.0)' }, result.data);
    expect(allUp).toBe(false);
    const apiUp = await evaluateExpression('test', { expr: 'results.exists(r, r.job == "api" && r.value == 1.0)' }, result.data);
    expect(apiUp).toBe(true);
  });

  it('passes label matchers through to the query', async () => {
    const result = await prometheusCheck.run(parsed({ url: prometheus.url, query: 'up{job="worker"}' }), probeContext());
    expect(result.data.results).toEqual([{ __name__: 'up', job: 'worker', instance: 'worker-0:8080', value: 0 }]);
    const display = await evaluateExpression('display', { template: '{{ .firstResult.instance }}' }, result.data);
    expect(display).toBe('worker-0:8080');
  });

  it('takes the latest sample of a range vector and the number of a scalar', async () => {
    const range = await prometheusCheck.run(parsed({ url: prometheus.url, query: 'up{job="api"}[5m]' }), probeContext());
    expect(range.data).toMatchObject({ resultType: 'matrix', results: [{ job: 'api', value: 1 }] });
    const scalar = await prometheusCheck.run(parsed({ url: prometheus.url, query: '42' }), probeContext());
    expect(scalar.data).toMatchObject({ resultType: 'scalar', value: 42, results: [{ value: 42 }] });
  });

  it('passes with no series when nothing matches, so the test decides', async () => {
    const result = await prometheusCheck.run(parsed({ url: prometheus.url, query: 'up{job="missing"}' }), probeContext());
    expect(result).toMatchObject({ pass: true, message: 'the query returned no series', data: { results: [], value: 0 } });
  });

  it('fails with the Prometheus error text on a bad query', async () => {
    const result = await prometheusCheck.run(parsed({ url: prometheus.url, query: 'up{job=' }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.error).toMatch(/^bad_data: .*parse error/);
  });

  it('fails on an answer that is not from the Prometheus API', async () => {
    const wrongPath = `${prometheus.url.replace('/prometheus', '')}`;
    const result = await prometheusCheck.run(parsed({ url: wrongPath, query: 'up' }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.error).toBe('Prometheus answered 404: 404 page not found');
  });

  it('fails with the reason when nothing listens', async () => {
    const result = await prometheusCheck.run(parsed({ url: `http://127.0.0.1:${await freePort()}`, query: 'up' }), probeContext());
    expect(result.pass).toBe(false);
    expect(result.error).toContain('ECONNREFUSED');
  });
});

describe('prometheus check logging in', () => {
  let prometheus: FakePrometheus;

  beforeAll(async () => {
    prometheus = await startFakePrometheus({ series: SERIES, basicAuth: { username: 'grafana', password: 'p4ss' } });
  });

  afterAll(() => prometheus?.stop());

  it('sends the url and basic credentials of a connection', async () => {
    const reference = 'connection://monitoring/prometheus';
    const context = probeContext({ connections: { [reference]: { type: 'prometheus', url: prometheus.url, username: 'grafana', password: 'p4ss', properties: {} } } });
    const result = await prometheusCheck.run(parsed({ connection: reference, query: 'up' }), context);
    expect(result.pass).toBe(true);
    expect(prometheus.lastAuthorization()).toBe(`Basic ${Buffer.from('grafana:p4ss').toString('base64')}`);
    const missing = await prometheusCheck.run(parsed({ connection: reference, query: 'up' }), probeContext());
    expect(missing.error).toBe('connection connection://monitoring/prometheus was not found');
  });

  it('fails when the credentials are refused, and sends a bearer token when given', async () => {
    const refused = await prometheusCheck.run(parsed({ url: prometheus.url, username: 'grafana', password: { value: 'wrong' }, query: 'up' }), probeContext());
    expect(refused.pass).toBe(false);
    expect(refused.error).toBe('Prometheus answered 401: Unauthorized');
    await prometheusCheck.run(parsed({ url: prometheus.url, bearer: { value: 't0ken' }, query: 'up' }), probeContext());
    expect(prometheus.lastAuthorization()).toBe('Bearer t0ken');
  });
});
