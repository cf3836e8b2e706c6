import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '#src/expressions/evaluate-expression.ts';
import { renderGoTemplate } from '#src/expressions/template/go-template.ts';
import { httpProbeData } from './fixtures.ts';

const env = httpProbeData();
const render = (template: string, data: Record<string, unknown> = env): string => renderGoTemplate(template, data);

describe('Go-style templates', () => {
  it('prints fields, nested fields and map entries by key', () => {
    expect(render('{{ .code }} {{.json.status}} v{{ .json.version }}')).toBe('200 ok v1.4.2');
    expect(render('{{ index .headers "Content-Type" }}')).toBe('application/json; charset=utf-8');
    expect(render('{{ index .json.items 1 "name" }}')).toBe('cache');
    expect(render('[{{ .json.missing }}]')).toBe('[]');
    expect(render('{{ $.code }}')).toBe('200');
  });

  it('reads fields of a parenthesised pipeline, as canary examples do with (index .results 0).field', () => {
    const data = { results: [{ git_version: 'v1.29.0' }, { git_version: 'v1.30.1' }] };
    expect(render('{{ (index .results 1).git_version }}', data)).toBe('v1.30.1');
    expect(render('{{ (index .results 0) | len }}', data)).toBe('1');
    expect(() => render('{{ (index .results 0) .git_version }}', data)).toThrow(/only a function can take arguments/);
  });

  it('branches with if / else if / else and comparison functions', () => {
    const template = '{{ if eq .code 200 }}up{{ else if ge .code 500 }}down{{ else }}odd{{ end }}';
    expect(render(template)).toBe('up');
    expect(render(template, { code: 503 })).toBe('down');
    expect(render(template, { code: 302 })).toBe('odd');
    expect(render('{{ if and (lt .duration 500) (ne .json.status "error") }}fast{{ end }}')).toBe('fast');
    expect(render('{{ if or .empty (not .results) }}none{{ else }}some{{ end }}')).toBe('some');
    expect(render('{{ if gt .sslAge 30.0 }}valid{{ end }}')).toBe('valid');
  });

  it('loops with range, with an else for empty lists', () => {
    expect(render('{{ range .json.items }}{{ .name }}={{ .status }};{{ end }}')).toBe('db=healthy;cache=degraded;');
    expect(render('{{ range .empty }}x{{ else }}no results{{ end }}')).toBe('no results');
    expect(render('{{ range .json.items }}{{ $.code }}{{ end }}')).toBe('200200');
    expect(render('{{ with .json }}{{ .status }}{{ end }}{{ with .json.missing }}x{{ else }}-{{ end }}')).toBe('ok-');
  });

  it('declares, assigns and ranges with variables', () => {
    expect(render('{{ range $i, $item := .json.items }}{{ $i }}:{{ $item.name }} {{ end }}')).toBe('0:db 1:cache ');
    expect(render('{{ range $name, $value := .headers }}{{ $name }};{{ end }}')).toBe('Content-Type;Server;');
    expect(render('{{ $status := .json.status }}{{ range .json.items }}{{ $status }}{{ end }}')).toBe('okok');
    expect(render('{{ $n := 0 }}{{ if .results }}{{ $n = len .results }}{{ end }}{{ $n }}')).toBe('3');
    expect(() => render('{{ if .code }}{{ $x := 1 }}{{ end }}{{ $x }}')).toThrow('template syntax error at line 1, column 40: undefined variable $x');
    expect(() => render('{{ $y = 1 }}')).toThrow('template syntax error at line 1, column 4: undefined variable $y');
  });

  it('pipes values into functions', () => {
    expect(render('{{ .json.status | upper }}')).toBe('OK');
    expect(render('{{ "MiXed" | lower }}')).toBe('mixed');
    expect(render('{{ .json.missing | default "n/a" }}')).toBe('n/a');
    expect(render('{{ .json.status | default "n/a" }}')).toBe('ok');
    expect(render('{{ len .results }} / {{ .json.items | len }}')).toBe('3 / 2');
    expect(render('{{ printf "%s took %dms (%.1f days)" .json.status .duration .sslAge }}')).toBe('ok took 123ms (41.5 days)');
    expect(render('{{ .json.items | toJSON }}')).toBe(JSON.stringify(env.json && (env.json as { items: unknown }).items));
  });

  it('trims whitespace around {{- and -}} and skips comments', () => {
    expect(render('a  {{- .code -}}  b{{/* note */}}')).toBe('a200b');
  });

  it('names the position of syntax errors and unknown functions', () => {
    expect(() => render('ok {{ .code | humanize }}')).toThrow('template syntax error at line 1, column 15: unknown function "humanize"');
    expect(() => render('line one\n{{ if .code }}yes')).toThrow('template syntax error at line 2, column 1: {{if}} is missing its {{end}}');
    expect(() => render('{{ .code ')).toThrow('template syntax error at line 1, column 1: unclosed action: missing }}');
    expect(() => render('{{ end }}')).toThrow('template syntax error at line 1, column 1: unexpected {{end}}');
    expect(() => render('{{ printf "%d" (len .results }}')).toThrow(/template syntax error at line 1, column 16: unclosed \(/);
  });

  it('names the position of errors while rendering', () => {
    expect(() => render('{{ lt .json.status 3 }}')).toThrow('template error at line 1, column 4: lt cannot compare a string with a number');
    expect(() => render('{{ .json.status.deeper }}')).toThrow('template error at line 1, column 4: cannot read field "deeper" of a string');
    expect(() => render('{{ .code 1 }}')).toThrow('template error at line 1, column 4: only a function can take arguments or a piped value');
  });
});

describe('templates for each purpose', () => {
  it('tests with "true"/"false" output, whitespace ignored', async () => {
    await expect(evaluateExpression('test', { template: '{{ eq .code 200 }}' }, env)).resolves.toBe(true);
    await expect(evaluateExpression('test', { template: '\n  {{ if gt (len .results) 5 }}true{{ else }}false{{ end }}\n' }, env)).resolves.toBe(false);
    await expect(evaluateExpression('test', { template: '{{ .code }}' }, env)).rejects.toThrow('test (template): must yield "true" or "false", got "200"');
  });

  it('displays the rendered text', async () => {
    await expect(evaluateExpression('display', { template: 'HTTP {{ .code }} in {{ .duration }}ms' }, env)).resolves.toBe('HTTP 200 in 123ms');
  });

  it('transforms by parsing the rendered JSON', async () => {
    const broken = '[{{ range .json.items }]';
    await expect(evaluateExpression('transform', { template: broken }, env)).rejects.toThrow(
      'transform (template): template syntax error at line 1, column 23: unexpected character "}"',
    );
    const checks = '{"checks": [{{ range .json.items }}{"name": "{{ .name }}", "pass": {{ eq .status "healthy" }}},{{ end }}{"name": "total", "pass": true}]}';
    await expect(evaluateExpression('transform', { template: checks }, env)).resolves.toEqual({
      checks: [
        { name: 'db', pass: true },
        { name: 'cache', pass: false },
        { name: 'total', pass: true },
      ],
    });
    await expect(evaluateExpression('transform', { template: 'not json' }, env)).rejects.toThrow(
      'transform (template): must yield JSON for an object or a list, got text that is not JSON: not json',
    );
  });
});
