import { describe, expect, it } from 'vitest';
import { refusalPath, specSchemaDiagnostics } from '#src/ui/code-editor/spec-schema-diagnostics.ts';
import { PROBE_DOCUMENT_SCHEMA } from './spec-schema-fixture.ts';

/** Each problem as `line: marked text -> message`, the way the editor shows it. */
function marks(text: string, serverError?: string): string[] {
  return specSchemaDiagnostics(text, PROBE_DOCUMENT_SCHEMA, serverError).map((problem) => {
    const line = text.slice(0, problem.from).split('\n').length;
    return `${line}: ${text.slice(problem.from, problem.to)} -> ${problem.message}`;
  });
}

describe('specSchemaDiagnostics', () => {
  it('marks nothing in a spec that fits', () => {
    expect(marks('schedule: "@every 1m"\nhttp:\n  - url: http://a\n    method: GET\n')).toEqual([]);
  });

  it('marks an unknown field at its key, a wrong value at the value, a missing field at its item', () => {
    const text = 'schedule: "@every 1m"\nhttp:\n  - url: http://a\n    bogus: 1\n    responseCodes: [700]\ntcp:\n  - {}\nfoo: 2\n';
    expect(marks(text)).toEqual([
      '4: bogus -> spec.http[0].bogus: unknown field bogus',
      '5: 700 -> spec.http[0].responseCodes[0]: must be at most 599',
      '7: {} -> spec.tcp[0]: needs the field endpoint',
      '8: foo -> spec.foo: unknown field foo',
    ]);
  });

  it('checks a whole document against the document schema', () => {
    const text = 'apiVersion: v2\nkind: Probe\nmetadata:\n  name: a\nspec:\n  schedule: 5\n';
    expect(marks(text)).toEqual(['1: v2 -> apiVersion: must be probes.example.com/v1', '6: 5 -> spec.schedule: must be a string']);
  });

  it("marks the server's refusal at the field it names, in a bare spec and in a whole document", () => {
    const spec = 'http:\n  - url: http://a\n    name: web\n';
    expect(marks(spec, 'spec.http[0].name: is taken')).toEqual(['3: web -> spec.http[0].name: is taken']);
    const document = 'apiVersion: probes.example.com/v1\nkind: Probe\nspec:\n  http:\n    - url: http://a\n';
    expect(marks(document, 'spec.http[0].url: is not reachable')).toEqual(['5: http://a -> spec.http[0].url: is not reachable']);
    expect(marks(spec, 'Network error')).toEqual([]);
  });

  it('marks where the text stops being YAML, and nothing else', () => {
    const broken = marks('http:\n  - url: a\n    bogus: 1\nschedule: [');
    expect(broken.length).toBeGreaterThan(0);
    expect(broken.every((mark) => mark.startsWith('4: ') && !mark.includes('unknown field'))).toBe(true);
    expect(specSchemaDiagnostics('a: [', PROBE_DOCUMENT_SCHEMA)[0]!.message).not.toContain('line');
  });

  it('without a schema marks only YAML errors and the refusal', () => {
    expect(specSchemaDiagnostics('anything: 1\n', undefined, 'spec.anything: no')).toEqual([{ from: 10, to: 11, message: 'spec.anything: no' }]);
  });
});

describe('refusalPath', () => {
  it('reads the field a refusal starts with', () => {
    expect(refusalPath('spec.file[0].paths: is required')).toEqual(['spec', 'file', 0, 'paths']);
    expect(refusalPath('`spec.http[1].crawl` is not supported yet')).toEqual(['spec', 'http', 1, 'crawl']);
    expect(refusalPath('name is taken')).toBeUndefined();
  });
});
