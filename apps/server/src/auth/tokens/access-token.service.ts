import type { AccessTokenSummary } from '@vigil/domain';
import { asDbError, type Db, type Queryable } from '#src/db/db.ts';
import { badRequest, notFound, ServiceError } from '#src/rbac/service-error.ts';
import type { AccessTokenCheck, Caller, TokenAuthentication } from '../auth-contracts.ts';
import type { CallerChangeBus } from '../caller-changes/caller-change-bus.ts';
import { secretHasher } from '../identity/secret-hasher.ts';
import { secretDigest } from '../secret-digest.ts';
import { formatAccessToken, newTokenSecret, parseAccessToken } from './access-token-format.ts';
import { AccessTokenRepository, type AccessTokenRow, type StoredAccessToken } from './access-token.repository.ts';
import { DEFAULT_MAX_EXPIRY_MS } from './token-expiry.ts';
import { decideLifetime } from './token-lifetime.policy.ts';
import { parseTokenScope, scopeToJson, type TokenScope } from './token-scope.ts';

export interface CreateTokenInput {
  name: string;
  /** Whose rights the token carries. */
  personId: string;
  expiresInMs: number | null;
  scope: TokenScope | null;
  createdBy: string;
  /** The token the request creating this one uses: the new one expires no later and ends with it. */
  parentTokenId?: string | undefined;
}

/** A token a caller asks for: expiry undefined for the caller's default, null for none. */
export interface TokenRequest {
  name: string;
  expiresInMs: number | null | undefined;
  /** The expiry as the caller wrote it, for the reasons of a refusal. */
  expiryText: string;
  scope: TokenScope | null;
}

export interface CreatedToken {
  id: string;
  name: string;
  /** The token itself: shown once, only its digest is kept. */
  token: string;
  expiresAt: Date | null;
}

export interface AccessTokenServiceOptions {
  /** The longest lifetime of a token made by someone who is not an administrator; null: no limit. */
  maxExpiryMs?: number | null | undefined;
  /** Told when a token is revoked, so no cached caller keeps using it. */
  callerChanges?: CallerChangeBus | undefined;
}

const toSummary = (row: AccessTokenRow): AccessTokenSummary => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at === null ? null : row.expires_at.toISOString(),
  last_used_at: row.last_used_at === null ? null : row.last_used_at.toISOString(),
});

/**
 * Access tokens: created for a person (the SHA-256 digest of the secret stored), listed and revoked
 * by their owner, and checked on every request that carries one (its row is read each time the
 * caller is not cached, so a revoked or expired token stops working).
 */
export class AccessTokenService implements AccessTokenCheck {
  private readonly maxExpiryMs: number | null;

  constructor(
    private readonly db: Db,
    private readonly options: AccessTokenServiceOptions = {},
  ) {
    this.maxExpiryMs = options.maxExpiryMs === undefined ? DEFAULT_MAX_EXPIRY_MS : options.maxExpiryMs;
  }

  /** Creates a token, inside the given transaction when there is one. */
  async create(input: CreateTokenInput, tx: Queryable = this.db): Promise<CreatedToken> {
    const secret = newTokenSecret();
    let stored: { id: string; expiresAt: Date | null };
    try {
      stored = await new AccessTokenRepository(tx).insert({
        name: input.name,
        personId: input.personId,
        hash: secretDigest.of(secret),
        scope: scopeToJson(input.scope),
        expiresInMs: input.expiresInMs,
        createdBy: input.createdBy,
        parentId: input.parentTokenId ?? null,
      });
    } catch (error) {
      // The token the request came with was revoked while it ran.
      if (input.parentTokenId !== undefined && asDbError(error)?.code === '23503') throw new ServiceError(401, 'The access token has been revoked');
      throw error;
    }
    return { id: stored.id, name: input.name, token: formatAccessToken(stored.id, secret), expiresAt: stored.expiresAt };
  }

  /**
   * A token for the caller: its scope already narrowed to the request's, its lifetime within the
   * limit (unless the caller is an administrator) and never past the token the request uses.
   */
  async createForCaller(caller: Caller, request: TokenRequest): Promise<CreatedToken> {
    const parentTokenId = caller.via === 'token' ? caller.tokenId : undefined;
    const parent = parentTokenId === undefined ? undefined : await new AccessTokenRepository(this.db).findById(parentTokenId);
    if (parentTokenId !== undefined && !parent) throw new ServiceError(401, 'The access token has been revoked');
    const lifetime = decideLifetime(request.expiresInMs, request.expiryText, {
      callerIsAdmin: caller.roles.includes('admin'),
      maxMs: this.maxExpiryMs,
      parent: parent?.expiresAt && parent.msLeft !== null ? { expiresAt: parent.expiresAt, msLeft: parent.msLeft } : undefined,
    });
    if (!lifetime.ok) throw badRequest(lifetime.message);
    return this.create({
      name: request.name,
      personId: caller.personId,
      expiresInMs: lifetime.ms,
      scope: request.scope,
      createdBy: caller.personId,
      parentTokenId,
    });
  }

  async list(personId: string): Promise<AccessTokenSummary[]> {
    return (await new AccessTokenRepository(this.db).listByPerson(personId)).map(toSummary);
  }

  /**
   * Deletes a token of the caller (an administrator's: anyone's) and every token made with it; the
   * next request with any of them is refused. Someone else's token is as unknown as a missing one.
   */
  async revoke(tokenId: string, caller: Caller): Promise<void> {
    const owner = caller.roles.includes('admin') ? null : caller.personId;
    const deleted = await new AccessTokenRepository(this.db).delete(tokenId, owner);
    if (!deleted) throw notFound(`No access token with id ${tokenId}`);
    await this.options.callerChanges?.publish({ kind: 'person', id: deleted.personId });
  }

  async authenticate(value: string): Promise<TokenAuthentication> {
    const parsed = parseAccessToken(value);
    if (!parsed) return { ok: false, reason: 'malformed' };
    const repository = new AccessTokenRepository(this.db);
    const stored = await repository.findById(parsed.id);
    if (!stored || !(await this.secretMatches(repository, stored, parsed.secret))) return { ok: false, reason: 'unknown' };
    if (stored.expired) return { ok: false, reason: 'expired' };
    if (stored.useStale) await repository.markUsed(stored.id);
    const scope = parseTokenScope(stored.scope);
    return { ok: true, tokenId: stored.id, personId: stored.personId, scope: scope.ok ? scope.scope : [], expiresAt: stored.expiresAt };
  }

  /**
   * Compares digests in constant time. A token of an older release still holds an argon2id hash: it
   * is checked that way once, then its digest replaces the hash.
   */
  private async secretMatches(repository: AccessTokenRepository, stored: StoredAccessToken, secret: string): Promise<boolean> {
    if (secretDigest.is(stored.hash)) return secretDigest.matches(stored.hash, secret);
    if (!stored.hash.startsWith('$argon2')) return false;
    if (!(await secretHasher.verify(stored.hash, secret))) return false;
    await repository.replaceHash(stored.id, stored.hash, secretDigest.of(secret));
    return true;
  }
}
