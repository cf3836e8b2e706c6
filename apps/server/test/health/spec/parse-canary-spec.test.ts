import { describe, expect, it } from 'vitest';
import { CHECK_TYPES } from '#src/health/checks/check-registry.ts';
import { isCheckTypeNotYetSupported, parseCanarySpec } from '#src/health/spec/parse-canary-spec.ts';
import { describeSpecIssue, SpecError } from '#src/spec/spec-issue.ts';

function issuesOf(input: unknown): string[] {
  try {
    parseCanarySpec(input);
  } catch (error) {
    if (error instanceof SpecError) return error.issues.map(describeSpecIssue);
    throw error;
  }
  throw new Error('the spec was accepted');
}

const canaryCheckerDocument = `
apiVersion: canaries.flanksource.com/v1
kind: Canary
metadata:
  name: http-pass
  namespace: monitoring
  labels:
    team: payments
spec:
  interval: 30
  http:
    - endpoint: https://httpstat.us/200
      thresholdMillis: 3000
      responseCodes: [201, 200, 301]
      responseContent: ""
      maxSSLExpiry: 7
`;

describe('parseCanarySpec: accepted documents', () => {
  it('accepts a canary-checker document unchanged, naming the check after its endpoint', () => {
    const canary = parseCanarySpec(canaryCheckerDocument);
    expect(canary.interval).toBe(30);
    expect(canary.schedule).toBeUndefined();
    expect(canary.metadata).toEqual({ name: 'http-pass', namespace: 'monitoring', labels: { team: 'payments' } });
    expect(canary.checks).toHaveLength(1);
    expect(canary.checks[0]).toMatchObject({
      type: 'http',
      path: 'spec.http[0]',
      spec: { name: 'https://httpstat.us/200', url: 'https://httpstat.us/200', method: 'GET', responseCodes: [201, 200, 301], maxSSLExpiry: 7 },
    });
  });

  it('accepts a bare spec as JSON text, keeping checks in spec order', () => {
    const canary = parseCanarySpec(JSON.stringify({
      schedule: '@every 5m',
      tcp: [{ name: 'db', endpoint: 'db.internal:5432' }],
      exec: [{ name: 'disk', script: 'df -h' }],
      http: [{ name: 'home', url: 'http://example.test/' }],
    }));
    expect(canary.schedule).toBe('@every 5m');
    expect(canary.metadata).toBeUndefined();
    expect(canary.checks.map((check) => `${check.path} ${check.spec.name}`)).toEqual(['spec.tcp[0] db', 'spec.exec[0] disk', 'spec.http[0] home']);
  });

  it('accepts an object and the common fields of every check', () => {
    const canary = parseCanarySpec({
      icon: 'server',
      owner: 'ops',
      severity: 'high',
      env: { A: { value: 'b' } },
      exec: [{
        name: 'echo',
        script: 'echo hi',
        description: 'says hi',
        icon: 'terminal',
        namespace: 'tools',
        labels: { tier: 'one', replicas: 3 },
        test: { expr: 'exitCode == 0' },
        display: { template: '{{ .stdout }}' },
        transform: { javascript: 'JSON.stringify({})' },
        timeout: 5,
        owner: 'ops',
        severity: 'low',
        metrics: [{ name: 'x', value: '1' }],
        markFailOnEmpty: true,
      }],
    });
    expect(canary.icon).toBe('server');
    expect(canary.checks[0]?.spec).toMatchObject({
      name: 'echo',
      description: 'says hi',
      icon: 'terminal',
      namespace: 'tools',
      labels: { tier: 'one', replicas: '3' },
      test: { expr: 'exitCode == 0' },
      display: { template: '{{ .stdout }}' },
      transform: { javascript: 'JSON.stringify({})' },
      timeout: 5000,
    });
  });

  it('puts a document without a namespace in default', () => {
    const canary = parseCanarySpec({ apiVersion: 'canaries.flanksource.com/v1', kind: 'Canary', metadata: { name: 'x' }, spec: { tcp: [{ name: 'a', endpoint: 'a:1' }] } });
    expect(canary.metadata).toEqual({ name: 'x', namespace: 'default', labels: undefined });
  });

  it('allows the same name in different check types', () => {
    const canary = parseCanarySpec({ tcp: [{ name: 'api', endpoint: 'a:1' }], exec: [{ name: 'api', script: 'true' }] });
    expect(canary.checks).toHaveLength(2);
  });
});

describe('parseCanarySpec: issues a user sees', () => {
  it.each([
    [{ foo: [] , exec: [{ name: 'a', script: 'true' }] }, 'spec.foo: unknown key'],
    [{ s3: [{ name: 'b' }] }, 'spec.s3 is not supported yet (a check type)'],
    [{ http: [{ name: 'a' }] }, 'spec.http[0].url: url is required'],
    [{ http: [{ name: 'a', url: 'ftp://x/' }] }, 'spec.http[0].url: must be an http or https URL'],
    [{ http: [{ name: 'a', url: 'http://x/', method: 'FETCH' }] }, 'spec.http[0].method: must be one of GET, POST, PUT, DELETE, PATCH, HEAD'],
    [{ http: [{ name: 'a', url: 'http://x/', body: '{}' }] }, 'spec.http[0].body: a body is only sent with POST, PUT or PATCH'],
    [{ http: [{ name: 'a', url: 'http://x/', ntlm: true }] }, 'spec.http[0].ntlm: NTLM needs a username and password (or a connection that has them)'],
    [{ http: [{ name: 'a', url: 'http://x/', responseCodes: [200, 'ok'] }] }, 'spec.http[0].responseCodes[1]: must be an HTTP status code'],
    [{ http: [{ name: 'a', url: 'http://x/', responseJSONContent: { value: 1 } }] }, 'spec.http[0].responseJSONContent.path: path is required'],
    [{ http: [{ name: 'a', url: 'http://x/', headers: [{ name: 'X', valueFrom: { secretKeyRef: {} } }] }] }, 'spec.http[0].headers[0].valueFrom: values from secrets are not supported yet'],
    [{ http: [{ name: 'a', url: 'http://x/', password: { valueFrom: {} } }] }, 'spec.http[0].password: values from secrets are not supported yet: use a connection'],
    [{ http: [{ name: 'a', url: 'http://x/', thresholdMillis: -1 }] }, 'spec.http[0].thresholdMillis: must be at least 0'],
    [{ tcp: [{ name: 'a', endpoint: 'localhost' }] }, 'spec.tcp[0].endpoint: must be host:port'],
    [{ tcp: [{ name: 'a', endpoint: 'localhost:70000' }] }, 'spec.tcp[0].endpoint: must be host:port'],
    [{ tcp: [{ name: 'a' }] }, 'spec.tcp[0].endpoint: endpoint is required'],
    [{ exec: [{ name: 'a' }] }, 'spec.exec[0].script: script is required'],
    [{ exec: [{ script: 'true' }] }, 'spec.exec[0].name: name is required'],
    [{ exec: [{ name: 'a', script: 'true', env: [{ name: 'A', valueFrom: {} }] }] }, 'spec.exec[0].env[0].valueFrom is not supported yet'],
    [{ exec: [{ name: 'a', script: 'true', timeout: 'soon' }] }, 'spec.exec[0].timeout: must be a number of seconds or a duration such as 30s'],
    [{ folder: [{ name: 'a' }] }, 'spec.folder[0].path: path is required'],
    [{ folder: [{ name: 'a', path: 's3://bucket/x' }] }, 'spec.folder[0].path: only local folders are supported yet'],
    [{ folder: [{ name: 'a', path: '/tmp', maxAge: '3 days' }] }, 'spec.folder[0].maxAge: must be a duration such as 30m, 12h or 7d'],
    [{ folder: [{ name: 'a', path: '/tmp', minSize: '10 lots' }] }, 'spec.folder[0].minSize: must be a size such as 512, 10Ki, 10Mi or 1Gi'],
    [{ folder: [{ name: 'a', path: '/tmp', filter: { regex: '(' } }] }, 'spec.folder[0].filter.regex: must be a valid regular expression'],
    [{ folder: [{ name: 'a', path: '/tmp', filter: { glob: '*' } }] }, 'spec.folder[0].filter.glob: unknown key'],
    [{ exec: [{ name: 'a', script: 'true', retries: 2 }] }, 'spec.exec[0].retries: unknown key'],
    [{ exec: [{ name: 'a', script: 'true', test: { expr: 'a', template: 'b' } }] }, 'spec.exec[0].test: must have exactly one of expr, javascript, jsonPath, template'],
    [{ exec: [{ name: 'a', script: 'true', display: {} }] }, 'spec.exec[0].display: must have exactly one of expr, javascript, jsonPath, template'],
    [{ exec: [{ name: 'a', script: 'true', transform: { cel: 'x' } }] }, 'spec.exec[0].transform.cel: unknown key'],
    [{ exec: [{ name: 'a', script: 'true', labels: { a: ['x'] } }] }, 'spec.exec[0].labels.a: must be a string'],
    [{ exec: ['echo hi'] }, 'spec.exec[0]: must be an object'],
    [{ exec: { name: 'a' } }, 'spec.exec: must be a list'],
    [{ schedule: '@every 1x', exec: [{ name: 'a', script: 'true' }] }, "spec.schedule: '@every 1x' needs a duration such as @every 30s, @every 5m or @every 1h30m"],
    [{ interval: 0, exec: [{ name: 'a', script: 'true' }] }, 'spec.interval: must be at least 1'],
    [{ schedule: '@hourly', interval: 30, exec: [{ name: 'a', script: 'true' }] }, 'spec.interval: use either schedule or interval, not both'],
    [{ schedule: '@hourly' }, 'spec: has no checks'],
    [{ exec: [{ name: 'a', script: 'true' }, { name: 'a', script: 'false' }] }, "spec.exec[1].name: duplicate name 'a' (also used by spec.exec[0])"],
    [{ http: [{ name: 'a', url: 'http://x/', endpoint: 'http://y/' }] }, 'spec.http[0].endpoint: use url or endpoint, not both'],
    [{ http: [{ name: 'a', url: 'http://x/', responseJSONContent: { path: '$.a' } }] }, 'spec.http[0].responseJSONContent.value: value is required'],
    [{ http: [{ name: 'a', url: 'http://x/', tlsConfig: { ca: 'x' } }] }, 'spec.http[0].tlsConfig.ca is not supported yet'],
    [{ http: [{ name: 'a', url: 'http://x/', oauth2: {} }] }, 'spec.http[0].oauth2 is not supported yet'],
    [{ http: [{ name: 'a', url: 'http://x/', headers: 'X-A: 1' }] }, 'spec.http[0].headers: must be a list of {name, value} or a map'],
    [{ http: [{ name: 'a', url: 'http://x/', headers: [{ value: '1' }] }] }, 'spec.http[0].headers[0]: must be {name, value}'],
    [{ http: [{ name: 'a', url: 'http://x/', headers: [{ name: 'A', val: '1' }] }] }, 'spec.http[0].headers[0].val: unknown key'],
    [{ http: [{ name: 'a', url: 'http://x/', username: ['ann'] }] }, 'spec.http[0].username: must be a string or {value}'],
    [{ exec: [{ name: 'a', script: 'true', connections: {} }] }, 'spec.exec[0].connections is not supported yet'],
    [{ exec: [{ name: 'a', script: 'true', env: 'A=1' }] }, 'spec.exec[0].env: must be a map of strings or a list of {name, value}'],
    [{ exec: [{ name: 'a', script: 'true', env: [{ value: '1' }] }] }, 'spec.exec[0].env[0]: must be {name, value}'],
    [{ exec: [{ name: 5, script: 'true' }] }, 'spec.exec[0].name: must be a string'],
    [{ exec: [{ name: 'a', script: 'true', labels: ['x'] }] }, 'spec.exec[0].labels: must be a map of strings'],
    [{ folder: [{ name: 'a', path: '/tmp', awsConnection: {} }] }, 'spec.folder[0].awsConnection is not supported yet'],
    [{ folder: [{ name: 'a', path: '/tmp', recursive: 'yes' }] }, 'spec.folder[0].recursive: must be true or false'],
    [{ folder: [{ name: 'a', path: '/tmp', minCount: 1.5 }] }, 'spec.folder[0].minCount: must be a whole number'],
    [{ folder: [{ name: 'a', path: '/tmp', maxCount: 'many' }] }, 'spec.folder[0].maxCount: must be a number'],
    ['[1, 2', 'spec: not valid YAML or JSON'],
    ['just words', 'spec: must be an object'],
  ])('%j -> %s', (input, expected) => {
    expect(issuesOf(input).some((issue) => issue.startsWith(expected))).toBe(true);
  });

  it('checks the document envelope', () => {
    const issues = issuesOf({ apiVersion: 'v1', kind: 'Topology', metadata: { name: 'x', colour: 'red' }, spec: { exec: [{ name: 'a', script: 'true' }] } });
    expect(issues).toEqual(['apiVersion: must be canaries.flanksource.com/v1', 'kind: must be Canary', 'metadata.colour: unknown key']);
    expect(issuesOf({ apiVersion: 'canaries.flanksource.com/v1', kind: 'Canary', metadata: { name: 'x' } })).toEqual(['spec: spec is required']);
  });

  it('reports every issue at once, in one error message', () => {
    let thrown: unknown;
    try {
      parseCanarySpec({ foo: 1, http: [{ name: 'a' }], tcp: [{ name: 'b', endpoint: 'nope' }] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SpecError);
    expect((thrown as SpecError).message).toBe('spec.foo: unknown key; spec.http[0].url: url is required; spec.tcp[0].endpoint: must be host:port');
  });
});

describe('check types the server runs and those it does not yet', () => {
  it('never calls a type it runs "not supported yet"', () => {
    const runnable = CHECK_TYPES.map((type) => type.type);
    expect(runnable.filter(isCheckTypeNotYetSupported)).toEqual([]);
    expect(isCheckTypeNotYetSupported('s3')).toBe(true);
  });
});
