import { describe, expect, it } from 'vitest';
import { schemaCompletions } from '#src/ui/code-editor/schema-completion.ts';
import { PROBE_DOCUMENT_SCHEMA } from './spec-schema-fixture.ts';

function complete(textWithCursor: string) {
  const offset = textWithCursor.indexOf('|');
  return schemaCompletions(textWithCursor.replace('|', ''), offset, PROBE_DOCUMENT_SCHEMA);
}

function labels(textWithCursor: string): string[] {
  return complete(textWithCursor)?.options.map((option) => option.label) ?? [];
}

describe('schemaCompletions', () => {
  it('offers the spec fields and check types at the top of a bare spec, without the ones already there', () => {
    expect(labels('schedule: "@every 1m"\nh|')).toEqual(['http', 'tcp']);
    expect(complete('|')?.options).toContainEqual({ label: 'schedule', apply: 'schedule: ', type: 'property', info: 'A cron expression or @every duration' });
  });

  it("offers a check's fields with their descriptions inside its list item", () => {
    const found = complete('http:\n  - url: http://a\n    n|');
    expect(found?.from).toBe('http:\n  - url: http://a\n    '.length);
    expect(found?.options.map((option) => option.label)).toEqual(['name', 'method', 'insecure', 'responseCodes']);
    expect(found?.options[0]).toEqual({ label: 'name', apply: 'name: ', type: 'property', info: 'The check name' });
  });

  it('follows $ref to the fields of a referenced schema', () => {
    expect(labels('tcp:\n  - |')).toEqual(['endpoint']);
  });

  it('offers enum values, and true/false, in a value position', () => {
    expect(labels('http:\n  - url: x\n    method: |')).toEqual(['GET', 'POST']);
    expect(labels('http:\n  - url: x\n    insecure: |')).toEqual(['true', 'false']);
  });

  it('offers the document fields in a whole document, and the spec fields under spec', () => {
    expect(labels('apiVersion: probes.example.com/v1\n|')).toEqual(['kind', 'metadata', 'spec']);
    expect(labels('apiVersion: probes.example.com/v1\nkind: Probe\nspec:\n  |')).toEqual(['schedule', 'http', 'tcp']);
    expect(labels('kind: |')).toEqual(['Probe']);
  });

  it('offers nothing where the schema allows any key', () => {
    expect(labels('http:\n  - url: x\n    responseCodes: [200]\n    unknown:\n      |')).toEqual([]);
  });
});
