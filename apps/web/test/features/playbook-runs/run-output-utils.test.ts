import { describe, expect, it } from 'vitest';
import { splitOutputLinks } from '#src/features/playbook-runs/utils/output-links.ts';
import { formatDurationMs, runDuration } from '#src/features/playbook-runs/utils/run-duration.ts';
import { readActionOutput } from '#src/features/playbook-runs/utils/action-result.ts';

describe('links in output', () => {
  it('makes links of http and https addresses only, leaving sentence punctuation out', () => {
    expect(splitOutputLinks('open http://a.example/x?y=1, then HTTPS://b.example/z).')).toEqual([
      { kind: 'text', text: 'open ' },
      { kind: 'link', text: 'http://a.example/x?y=1', href: 'http://a.example/x?y=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'HTTPS://b.example/z', href: 'HTTPS://b.example/z' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('keeps other schemes as text', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://files.example/a', 'file:///etc/passwd']) {
      expect(splitOutputLinks(text)).toEqual([{ kind: 'text', text }]);
    }
  });
});

describe('durations', () => {
  it('reads as the two largest units', () => {
    expect(formatDurationMs(850)).toBe('850ms');
    expect(formatDurationMs(42_000)).toBe('42s');
    expect(formatDurationMs(185_000)).toBe('3m 5s');
    expect(formatDurationMs(7_800_000)).toBe('2h 10m');
    expect(formatDurationMs(3_600_000)).toBe('1h');
    expect(formatDurationMs(100_800_000)).toBe('1d 4h');
  });

  it('runs until now while the end is not known, and is empty before the start', () => {
    const now = Date.parse('2026-11-26T10:00:30Z');
    expect(runDuration('2026-11-26T10:00:00Z', null, now)).toBe('30s');
    expect(runDuration(null, null, now)).toBe('');
  });
});

describe('an action result', () => {
  it('sorts the text streams from the rest and the exit code', () => {
    const output = readActionOutput({ stdout: 'out', stderr: '', exitCode: 2, status: 200 });
    expect(output.texts).toEqual([{ name: 'stdout', text: 'out' }]);
    expect(output.structured).toEqual({ status: 200 });
    expect(output.exitCode).toBe(2);
  });
});
