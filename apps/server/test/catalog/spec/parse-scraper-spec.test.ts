import { describe, expect, it } from 'vitest';
import { parseScraperSpec } from '#src/catalog/scrapers/spec/parse-scraper-spec.ts';
import { validateScraperSpec } from '#src/catalog/scrapers/spec/validate-scraper-spec.ts';
import { SpecError } from '#src/spec/spec-issue.ts';
import { ScriptedScrapers } from '../runtime/scripted-scraper-type.ts';

const { lookup } = new ScriptedScrapers();
const issuesOf = (input: unknown) => validateScraperSpec(input, lookup);

describe('scraper specs', () => {
  it('reads a whole ScrapeConfig document with its metadata, defaulting the schedule to every 60 minutes', () => {
    const spec = parseScraperSpec(
      {
        apiVersion: 'configs.flanksource.com/v1',
        kind: 'ScrapeConfig',
        metadata: { name: 'files', labels: { team: 'ops' }, uid: 'x' },
        spec: { retention: { changes: [] }, full: true, scripted: [{ name: 'a' }, { name: 'b' }] },
      },
      lookup,
    );
    expect(spec.schedule).toBe('@every 60m');
    expect(spec.metadata).toEqual({ name: 'files', namespace: 'default', labels: { team: 'ops' } });
    expect(spec.entries).toEqual([
      { type: 'scripted', spec: { name: 'a' }, path: 'spec.scripted[0]' },
      { type: 'scripted', spec: { name: 'b' }, path: 'spec.scripted[1]' },
    ]);
  });

  it('runs a scraper of kubernetes clusters only every 30 minutes unless it names a schedule', () => {
    expect(parseScraperSpec({ kubernetes: [{ clusterName: 'prod' }] }).schedule).toBe('@every 30m');
    expect(parseScraperSpec({ schedule: '@every 2h', kubernetes: [{ clusterName: 'prod' }] }).schedule).toBe('@every 2h');
    expect(parseScraperSpec({ kubernetes: [{ clusterName: 'prod' }], file: [{ type: 'App', id: '$.id', name: '$.id', paths: ['/tmp/*.json'] }] }).schedule).toBe('@every 60m');
  });

  it('reads a bare spec given as YAML text', () => {
    const spec = parseScraperSpec('schedule: "@every 5m"\nscripted:\n  - name: from-yaml\n', lookup);
    expect(spec).toMatchObject({ schedule: '@every 5m', entries: [{ type: 'scripted', spec: { name: 'from-yaml' } }], metadata: undefined });
  });

  it("names every issue by its path, including the type's own", () => {
    expect(issuesOf({ scripted: [{ name: 'ok' }, { color: 'red' }] })).toEqual([
      { path: 'spec.scripted[1].name', message: 'name is required' },
      { path: 'spec.scripted[1].color', message: 'unknown key' },
    ]);
  });

  it('refuses schedules more often than every 30 seconds, and accepts 30 seconds', () => {
    expect(issuesOf({ schedule: '@every 10s', scripted: [{ name: 'a' }] })).toEqual([
      { path: 'spec.schedule', message: "'@every 10s' runs more often than every 30s, the shortest schedule a scraper may have" },
    ]);
    expect(issuesOf({ schedule: '*/5 * * * * *', scripted: [{ name: 'a' }] })[0]?.path).toBe('spec.schedule');
    expect(issuesOf({ schedule: 'whenever', scripted: [{ name: 'a' }] })[0]?.path).toBe('spec.schedule');
    expect(issuesOf({ schedule: '@every 30s', scripted: [{ name: 'a' }] })).toEqual([]);
    expect(issuesOf({ schedule: '*/15 * * * *', scripted: [{ name: 'a' }] })).toEqual([]);
  });

  it('tells scraper types not built yet from unknown keys', () => {
    expect(issuesOf({ aws: [{ region: 'eu-west-1' }], githubActions: [], scriptd: [{ name: 'typo' }] })).toEqual([
      { path: 'spec.aws', message: 'not supported yet (a scraper type)' },
      { path: 'spec.githubActions', message: 'not supported yet (a scraper type)' },
      { path: 'spec.scriptd', message: 'unknown key' },
    ]);
  });

  it('refuses a spec without scrapers, a list that is not a list, and a wrong document kind', () => {
    expect(issuesOf({})).toEqual([{ path: 'spec', message: 'has no scrapers: add a list such as file, http, sql or kubernetes' }]);
    expect(issuesOf({ scripted: { name: 'a' } })).toContainEqual({ path: 'spec.scripted', message: 'must be a list' });
    expect(issuesOf({ apiVersion: 'canaries.flanksource.com/v1', kind: 'Canary', spec: { scripted: [{ name: 'a' }] } })).toEqual([
      { path: 'apiVersion', message: 'must be configs.flanksource.com/v1' },
      { path: 'kind', message: 'must be ScrapeConfig' },
    ]);
    expect(issuesOf('scripted: [unclosed')[0]).toMatchObject({ path: 'spec', message: expect.stringMatching(/^not valid YAML or JSON/) });
  });

  it('throws a SpecError whose message names the fields', () => {
    expect(() => parseScraperSpec({ scripted: [{}] }, lookup)).toThrow(SpecError);
    expect(() => parseScraperSpec({ scripted: [{}] }, lookup)).toThrow('spec.scripted[0].name: name is required');
  });
});
