import { describe, expect, it } from 'vitest';
import { parseScraperSpec } from '#src/catalog/scrapers/spec/parse-scraper-spec.ts';
import { validateScraperSpec } from '#src/catalog/scrapers/spec/validate-scraper-spec.ts';

const fileEntry = (extra: Record<string, unknown>) => ({ file: [{ paths: ['configs/*.yaml'], ...extra }] });

describe('the transform fields of a scraper entry', () => {
  it('reads a full transform into the entry, with paths normalised and the base field paths kept for scripts', () => {
    const spec = parseScraperSpec(
      fileEntry({
        id: '$.id',
        name: '$.name',
        type: 'Demo::Config',
        createFields: ['$.created', '.metadata.creationTimestamp'],
        deleteFields: '$.removed',
        timestampFormat: '2006-01-02',
        properties: [{ name: 'owner', text: '{{ .config.owner }}', icon: 'user', filter: "has(config.owner)", links: [{ url: 'https://example.test/{{ .name }}' }] }],
        transform: {
          javascript: 'config',
          exclude: [{ jsonpath: '.metadata.generateName', types: ['Kubernetes::Pod'] }],
          mask: [{ selector: "config.name == 'a'", jsonpath: '$.password', value: 'md5sum' }],
          changes: { exclude: ['change_type == "Pulled"'], mapping: [{ filter: "change.change_type == 'diff'", type: 'Edited', action: 'ignore' }] },
          relationship: [
            { filter: "config_type == 'Demo::Service'", type: { value: 'Demo::Database' }, name: { expr: 'config.database' }, labels: { team: { label: 'team' } } },
            { expr: "[{'type': 'Demo::Queue', 'name': config.queue}]" },
          ],
        },
      }),
    );
    expect(spec.entries[0]!.transform).toEqual({
      script: { javascript: 'config' },
      exclude: [{ jsonpath: '$.metadata.generateName', types: ['Kubernetes::Pod'] }],
      mask: [{ selector: "config.name == 'a'", jsonpath: '$.password', value: 'md5sum' }],
      changeExclude: ['change_type == "Pulled"'],
      changeMapping: [{ filter: "change.change_type == 'diff'", type: 'Edited', severity: undefined, summary: undefined, action: 'ignore' }],
      relationships: [
        {
          filter: "config_type == 'Demo::Service'",
          expr: undefined,
          type: { value: 'Demo::Database' },
          name: { expr: 'config.database' },
          id: undefined,
          namespace: undefined,
          labels: { team: { label: 'team' } },
        },
        { filter: undefined, expr: "[{'type': 'Demo::Queue', 'name': config.queue}]", type: undefined, name: undefined, id: undefined, namespace: undefined, labels: undefined },
      ],
      createFields: ['$.created', '$.metadata.creationTimestamp'],
      deleteFields: ['$.removed'],
      timestampFormat: '2006-01-02',
      properties: [{ filter: 'has(config.owner)', property: { name: 'owner', text: '{{ .config.owner }}', icon: 'user', links: [{ url: 'https://example.test/{{ .name }}' }] } }],
      fields: { id: '$.id', name: '$.name', type: undefined, class: undefined },
    });
  });

  it('leaves entries without transform fields without a transform', () => {
    expect(parseScraperSpec(fileEntry({ type: 'Demo::Config' })).entries[0]!.transform).toBeUndefined();
  });

  it('names bad CEL, bad JSONPaths, unknown mask functions and bad layouts by their path', () => {
    expect(
      validateScraperSpec(
        fileEntry({
          createFields: ['$.a[?(@.b==)]'],
          timestampFormat: 'YYYY-MM-DD',
          properties: [{ text: '{{ .name' }, { name: 'cost', value: 'high', colour: 'red' }],
          transform: {
            expr: 'config.',
            exclude: [{ jsonpath: "$['unclosed" }, { types: ['X'] }],
            mask: [{ selector: 'config.name ==', jsonpath: '$.password', value: 'sha384sum' }],
            changes: { exclude: ['change_type =='], mapping: [{ type: 'X', action: 'drop' }] },
          },
        }),
      ),
    ).toEqual([
      { path: 'spec.file[0].transform.expr', message: expect.stringMatching(/^syntax error/) },
      { path: "spec.file[0].transform.exclude[0].jsonpath", message: "invalid JSONPath: a ' is not closed" },
      { path: 'spec.file[0].transform.exclude[1].jsonpath', message: 'jsonpath is required' },
      { path: 'spec.file[0].transform.mask[0].selector', message: expect.stringMatching(/^syntax error/) },
      { path: 'spec.file[0].transform.mask[0].value', message: 'unknown mask function: use md5sum, sha1sum, sha256sum or a literal text' },
      { path: 'spec.file[0].transform.changes.exclude[0]', message: expect.stringMatching(/^syntax error/) },
      { path: 'spec.file[0].transform.changes.mapping[0].filter', message: 'filter is required' },
      { path: 'spec.file[0].transform.changes.mapping[0].action', message: 'must be one of delete, ignore' },
      { path: 'spec.file[0].createFields[0]', message: expect.stringContaining('invalid JSONPath filter ?(@.b==)') },
      { path: 'spec.file[0].timestampFormat', message: expect.stringContaining('must be a Go time layout') },
      { path: 'spec.file[0].properties[0].name', message: 'name is required' },
      { path: 'spec.file[0].properties[0].text', message: expect.stringContaining('unclosed action') },
      { path: 'spec.file[0].properties[1].value', message: 'must be a number' },
      { path: 'spec.file[0].properties[1].colour', message: 'unknown key' },
    ]);
  });

  it('refuses two script languages at once, relationship selectors that would link too much or look up by agent, and unknown keys', () => {
    expect(
      validateScraperSpec(
        fileEntry({
          transform: {
            expr: 'config',
            javascript: 'config',
            relationship: [{ name: { value: 'x' } }, { type: 'Demo::Db', agent: { value: 'local' } }, { type: 'Demo::Db', name: { expr: 'config.' } }, { type: 'A', name: { value: 'a', label: 'b' } }],
            include: [],
          },
        }),
      ),
    ).toEqual([
      { path: 'spec.file[0].transform.relationship[0].type', message: 'type is required (or an expr returning selectors)' },
      { path: 'spec.file[0].transform.relationship[1].agent', message: 'not supported yet' },
      { path: 'spec.file[0].transform.relationship[1].name', message: 'name, id or labels is required: a selector with a type alone would link every item of that type' },
      { path: 'spec.file[0].transform.relationship[2].name.expr', message: expect.stringMatching(/^syntax error/) },
      { path: 'spec.file[0].transform.relationship[3].name', message: 'must set one of value, expr or label' },
      { path: 'spec.file[0].transform.javascript', message: 'only one of expr, javascript, jsonpath, gotemplate may be set' },
      { path: 'spec.file[0].transform.include', message: 'unknown key' },
    ]);
    expect(validateScraperSpec(fileEntry({ transform: 'config' }))).toEqual([{ path: 'spec.file[0].transform', message: 'must be an object' }]);
  });

  it('reads the transform of every type, including ones whose reader does not know the fields', () => {
    const issues = validateScraperSpec({
      http: [{ url: 'https://example.test', id: '$.id', type: 'X::Y', transform: { mask: [{ jsonpath: '$.x', value: 'sha999sum' }] } }],
      sql: [{ connection: 'connection://default/db', query: 'select 1', id: '$.id', type: 'X::Y', deleteFields: ['$[?(@ ==)]'] }],
    });
    expect(issues.map((issue) => issue.path)).toEqual(['spec.http[0].transform.mask[0].value', 'spec.sql[0].deleteFields[0]']);
  });
});
