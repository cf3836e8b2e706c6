import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Db, Queryable } from '../../db/db.ts';
import { formatAccessToken, newTokenSecret, parseAccessToken } from './access-token-format.ts';
import { AccessTokenRepository } from './access-token.repository.ts';
import { parseTokenScope, scopeToJson, type TokenScope } from './token-scope.ts';

export interface CreateTokenInput {
  name: string;
  /** Whose rights the token carries. */
  personId: string;
  expiresInMs: number | null;
  scope: TokenScope | null;
  createdBy: string;
}

export interface CreatedToken {
  id: string;
  name: string;
  /** The token itself: shown once, only its hash is kept. */
  token: string;
  expiresAt: Date | null;
}

export type TokenAuthentication =
  | { ok: true; tokenId: string; personId: string; scope: TokenScope | null }
  | { ok: false; reason: 'malformed' | 'unknown' | 'expired' };

const VERIFIED_CACHE_LIMIT = 5_000;

/** Access tokens: created for a person (argon2id hash stored), then checked on every request that carries one. */
export class AccessTokenService {
  /**
   * Secrets already checked against a stored hash, by token id. argon2id is slow on purpose; the row
   * is still read on every request, so a deleted or expired token stops working at once.
   */
  private readonly verified = new Map<string, { digest: string; hash: string }>();

  constructor(private readonly db: Db) {}

  /** Creates a token, inside the given transaction when there is one. */
  async create(input: CreateTokenInput, tx: Queryable = this.db): Promise<CreatedToken> {
    const secret = newTokenSecret();
    const stored = await new AccessTokenRepository(tx).insert({
      name: input.name,
      personId: input.personId,
      hash: await hash(secret),
      scope: scopeToJson(input.scope),
      expiresInMs: input.expiresInMs,
      createdBy: input.createdBy,
    });
    return { id: stored.id, name: input.name, token: formatAccessToken(stored.id, secret), expiresAt: stored.expiresAt };
  }

  async authenticate(value: string): Promise<TokenAuthentication> {
    const parsed = parseAccessToken(value);
    if (!parsed) return { ok: false, reason: 'malformed' };
    const repository = new AccessTokenRepository(this.db);
    const stored = await repository.findById(parsed.id);
    if (!stored || !(await this.secretMatches(stored.id, parsed.secret, stored.hash))) return { ok: false, reason: 'unknown' };
    if (stored.expired) return { ok: false, reason: 'expired' };
    if (stored.useStale) await repository.markUsed(stored.id);
    const scope = parseTokenScope(stored.scope);
    return { ok: true, tokenId: stored.id, personId: stored.personId, scope: scope.ok ? scope.scope : [] };
  }

  private async secretMatches(tokenId: string, secret: string, storedHash: string): Promise<boolean> {
    const digest = createHash('sha256').update(secret).digest('hex');
    const known = this.verified.get(tokenId);
    if (known && known.digest === digest && known.hash === storedHash) return true;
    let matches: boolean;
    try {
      matches = await verify(storedHash, secret);
    } catch {
      matches = false;
    }
    if (!matches) return false;
    if (this.verified.size >= VERIFIED_CACHE_LIMIT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(tokenId, { digest, hash: storedHash });
    return true;
  }
}
