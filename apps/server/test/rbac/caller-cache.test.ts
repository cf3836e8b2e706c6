import { describe, expect, it } from 'vitest';
import type { Caller } from '#src/auth/auth-contracts.ts';
import { CallerCache } from '#src/rbac/caller-cache.ts';

const PERSON_A = '0190a7e0-0000-7000-8000-00000000000a';
const PERSON_B = '0190a7e0-0000-7000-8000-00000000000b';

function entry(personId: string, origin: { sessionId: string } | { tokenId: string }): { caller: Caller } {
  const via = 'sessionId' in origin ? 'session' : 'token';
  return { caller: { personId, name: personId, email: null, roles: [], permissions: [], via, ...origin } };
}

describe('the cache of authenticated callers', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('reuses a caller for its lifetime, then forgets it', () => {
    const time = clock();
    const cache = new CallerCache({ ttlMs: 5_000, maxEntries: 10, now: time.now });
    cache.set('k', entry(PERSON_A, { tokenId: 't1' }), null, cache.generation);
    time.advance(4_999);
    expect(cache.get('k')?.caller.personId).toBe(PERSON_A);
    time.advance(1);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps a caller past the expiry of its credential', () => {
    const time = clock();
    const cache = new CallerCache({ ttlMs: 5_000, maxEntries: 10, now: time.now });
    cache.set('soon', entry(PERSON_A, { tokenId: 't1' }), new Date(time.now() + 1_000), cache.generation);
    cache.set('gone', entry(PERSON_A, { tokenId: 't2' }), new Date(time.now() - 1), cache.generation);
    expect(cache.get('gone')).toBeUndefined();
    time.advance(999);
    expect(cache.get('soon')).toBeDefined();
    time.advance(1);
    expect(cache.get('soon')).toBeUndefined();
  });

  it('evicts the least recently used caller beyond its size, keeping the others', () => {
    const cache = new CallerCache({ ttlMs: 5_000, maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) cache.set(key, entry(PERSON_A, { tokenId: key }), null, cache.generation);
    expect(cache.get('a')).toBeDefined();
    cache.set('d', entry(PERSON_A, { tokenId: 'd' }), null, cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(cache.get(key), key).toBeDefined();
    for (let i = 0; i < 100; i += 1) cache.set(`x${i}`, entry(PERSON_B, { tokenId: `x${i}` }), null, cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('x99')).toBeDefined();
  });

  it('drops the callers a change concerns: a session, a token, a person, or everyone', () => {
    const cache = new CallerCache({ ttlMs: 5_000, maxEntries: 10 });
    const fill = () => {
      cache.set('a-session', entry(PERSON_A, { sessionId: 's1' }), null, cache.generation);
      cache.set('a-token', entry(PERSON_A, { tokenId: 't1' }), null, cache.generation);
      cache.set('b-token', entry(PERSON_B, { tokenId: 't2' }), null, cache.generation);
    };
    const kept = () => ['a-session', 'a-token', 'b-token'].filter((key) => cache.get(key) !== undefined);
    fill();
    cache.drop({ kind: 'session', id: 's1' });
    expect(kept()).toEqual(['a-token', 'b-token']);
    fill();
    cache.drop({ kind: 'token', id: 't2' });
    expect(kept()).toEqual(['a-session', 'a-token']);
    fill();
    cache.drop({ kind: 'person', id: PERSON_A });
    expect(kept()).toEqual(['b-token']);
    fill();
    cache.drop({ kind: 'everyone' });
    expect(kept()).toEqual([]);
  });

  it('does not store what was read before a change it has not seen', () => {
    const cache = new CallerCache({ ttlMs: 5_000, maxEntries: 10 });
    const started = cache.generation;
    cache.drop({ kind: 'person', id: PERSON_B });
    cache.set('k', entry(PERSON_A, { tokenId: 't1' }), null, started);
    expect(cache.get('k')).toBeUndefined();
  });

  it('stores nothing when its lifetime is zero', () => {
    const cache = new CallerCache({ ttlMs: 0, maxEntries: 10 });
    cache.set('k', entry(PERSON_A, { tokenId: 't1' }), null, cache.generation);
    expect(cache.size).toBe(0);
  });
});
