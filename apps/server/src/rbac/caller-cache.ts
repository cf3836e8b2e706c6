import type { Caller } from '../auth/auth-contracts.ts';
import type { CallerChange } from '../auth/caller-changes/caller-change-bus.ts';

export interface CallerCacheOptions {
  /** How long an authenticated caller is reused; 0 turns the cache off. */
  ttlMs: number;
  /** The least recently used entries go first beyond this many. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  until: number;
}

/**
 * Authenticated callers of this process, by credential digest, for a few seconds: a request that
 * finds its caller here sends no authentication query. Entries never outlive their credential, are
 * dropped by the changes the bus announces, and are evicted least recently used first.
 */
export class CallerCache<T extends { caller: Caller }> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly now: () => number;
  private drops = 0;

  constructor(private readonly options: CallerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Marks the start of an authentication: what it finds may be stored only if no change was
   * announced meanwhile (it may have read the database before the change).
   */
  get generation(): number {
    return this.drops;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.until <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T, credentialExpiresAt: Date | null, generation: number): void {
    if (generation !== this.drops || this.options.ttlMs <= 0) return;
    const now = this.now();
    const until = Math.min(now + this.options.ttlMs, credentialExpiresAt?.getTime() ?? Number.POSITIVE_INFINITY);
    if (until <= now) return;
    this.entries.delete(key);
    this.entries.set(key, { value, until });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  drop(change: CallerChange): void {
    this.drops += 1;
    if (change.kind === 'everyone') {
      this.entries.clear();
      return;
    }
    for (const [key, { value }] of this.entries) {
      if (matches(value.caller, change)) this.entries.delete(key);
    }
  }
}

function matches(caller: Caller, change: Exclude<CallerChange, { kind: 'everyone' }>): boolean {
  switch (change.kind) {
    case 'person':
      return caller.personId === change.id;
    case 'session':
      return caller.sessionId === change.id;
    case 'token':
      return caller.tokenId === change.id;
  }
}
