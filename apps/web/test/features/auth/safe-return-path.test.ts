import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '#src/features/auth/utils/safe-return-path.ts';

const ORIGIN = 'https://vigil.example.com';

describe('safeReturnPath', () => {
  it.each([
    ['/incidents?status=open#top', '/incidents?status=open#top'],
    ['https://vigil.example.com/health?checkId=1', '/health?checkId=1'],
    ['https://evil.example/health', '/'],
    ['//evil.example/health', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['not a url', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s -> %s', (candidate, expected) => {
    expect(safeReturnPath(candidate, ORIGIN)).toBe(expected);
  });
});
