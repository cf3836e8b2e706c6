import { describe, expect, it } from 'vitest';
import { namesSpecField, specFieldRefusal } from '#src/ui/code-editor/spec-field-message.ts';
import { formatSpecYaml, parseSpecText, SPEC_NOT_A_MAPPING } from '#src/ui/code-editor/yaml-spec.ts';

const SCRAPE_CONFIG = { apiVersion: 'configs.flanksource.com/v1', kind: 'ScrapeConfig' };

describe('parseSpecText', () => {
  it('reads a bare spec written as YAML', () => {
    const text = "schedule: '@every 5m'\nfile:\n  - type: App::Config\n    paths: ['samples/*.yaml']\n";
    expect(parseSpecText(text, SCRAPE_CONFIG)).toEqual({
      ok: true,
      spec: { schedule: '@every 5m', file: [{ type: 'App::Config', paths: ['samples/*.yaml'] }] },
    });
  });

  it('reads JSON, which is YAML', () => {
    expect(parseSpecText('{"schedule": "@every 1h", "sql": []}', SCRAPE_CONFIG)).toEqual({ ok: true, spec: { schedule: '@every 1h', sql: [] } });
  });

  it('takes the spec and the name out of a whole document', () => {
    const text = [
      'apiVersion: configs.flanksource.com/v1',
      'kind: ScrapeConfig',
      'metadata:',
      '  name: app-settings',
      '  namespace: demo',
      'spec:',
      "  schedule: '@every 10m'",
    ].join('\n');
    expect(parseSpecText(text, SCRAPE_CONFIG)).toEqual({
      ok: true,
      spec: { schedule: '@every 10m' },
      metadata: { name: 'app-settings', namespace: 'demo' },
    });
  });

  it('refuses a whole document of another kind or without a spec', () => {
    const canary = 'apiVersion: canaries.flanksource.com/v1\nkind: Canary\nspec: {}';
    expect(parseSpecText(canary, SCRAPE_CONFIG)).toEqual({ ok: false, error: 'apiVersion must be configs.flanksource.com/v1' });
    const noSpec = 'apiVersion: configs.flanksource.com/v1\nkind: ScrapeConfig\nmetadata: {name: x}';
    expect(parseSpecText(noSpec, SCRAPE_CONFIG)).toEqual({ ok: false, error: 'A ScrapeConfig document needs a spec mapping' });
  });

  it('names the line of a YAML error without the excerpt', () => {
    expect(parseSpecText('schedule: x\nfile:\n  - a\n b: 2', SCRAPE_CONFIG)).toEqual({
      ok: false,
      error: 'Not valid YAML at line 4: All mapping items must start at the same column',
    });
    expect(parseSpecText('a: 1\na: 2', SCRAPE_CONFIG)).toEqual({ ok: false, error: 'Not valid YAML at line 2: Map keys must be unique' });
  });

  it('refuses text that is not a mapping, including an empty editor', () => {
    for (const text of ['', 'just words', '- a\n- b']) expect(parseSpecText(text, SCRAPE_CONFIG)).toEqual({ ok: false, error: SPEC_NOT_A_MAPPING });
  });
});

describe('formatSpecYaml', () => {
  it('writes a spec as YAML that reads back the same, long strings on one line', () => {
    const spec = { schedule: '@every 5m', sql: [{ query: `SELECT ${'column_name, '.repeat(12)}1 FROM t`, connection: 'connection://vigil/database' }] };
    const text = formatSpecYaml(spec);
    expect(text).toContain("schedule: \"@every 5m\"\n");
    expect(text.split('\n').filter((line) => line.includes('SELECT'))).toHaveLength(1);
    expect(parseSpecText(text, SCRAPE_CONFIG)).toEqual({ ok: true, spec });
  });
});

describe('namesSpecField', () => {
  it('tells a refusal naming a spec field from other failures', () => {
    expect(namesSpecField('spec.file[0].paths: paths is required')).toBe(true);
    expect(namesSpecField('spec: not valid YAML or JSON')).toBe(true);
    expect(namesSpecField('name: already exists')).toBe(false);
    expect(namesSpecField('specification missing')).toBe(false);
  });
});

describe('specFieldRefusal', () => {
  it('keeps the field part of any kind\'s refusal for the editor, and leaves other refusals to the form', () => {
    expect(specFieldRefusal('Invalid topology spec: spec.components[0].name: name is required')).toBe('spec.components[0].name: name is required');
    expect(specFieldRefusal('Invalid logging backend spec: spec.loki.url: must be a URL')).toBe('spec.loki.url: must be a URL');
    expect(specFieldRefusal('Invalid team spec: spec.responder_clients.jira: url is required')).toBe('spec.responder_clients.jira: url is required');
    expect(specFieldRefusal('duplicate key value violates unique constraint "teams_name_key"')).toBeUndefined();
  });
});
