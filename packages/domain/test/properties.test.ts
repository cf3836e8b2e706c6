import { describe, expect, it } from 'vitest';
import { isPropertyName } from '../src/properties.ts';

describe('property names', () => {
  it('accepts dotted flag names', () => {
    for (const name of ['incidents.disable', 'settings.job_history.disable', 'logs-max', 'a']) expect(isPropertyName(name)).toBe(true);
  });

  it('refuses empty names, spaces, other characters and names over 255 characters', () => {
    for (const name of ['', ' a', 'a b', '.hidden', 'a=b', 'x'.repeat(256), 42]) expect(isPropertyName(name)).toBe(false);
  });
});
