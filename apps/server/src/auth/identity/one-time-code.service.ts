import type { Queryable } from '#src/db/db.ts';
import { OneTimeCodeRepository, type CodePurpose, type OneTimeCode } from './one-time-code.repository.ts';
import { randomSecrets } from './random-secrets.ts';
import type { SecretHasher } from './secret-hasher.ts';

/** Emailed codes are valid for an hour; five wrong guesses end a code. */
export const CODE_LIFESPAN_MS = 60 * 60_000;
export const CODE_MAX_FAILED_ATTEMPTS = 5;

/** Six-digit codes sent by email for a recovery or verification flow, stored as argon2id hashes. */
export class OneTimeCodeService {
  private readonly codes: OneTimeCodeRepository;

  constructor(
    db: Queryable,
    private readonly hasher: SecretHasher,
  ) {
    this.codes = new OneTimeCodeRepository(db);
  }

  /**
   * A new code for the flow, sent to `address`; earlier codes of the flow stop working. For an address
   * that belongs to no one (`identityId` null) the same work is done, hashing included, but nothing is
   * stored and no code comes back: the answer takes as long either way.
   */
  async issue(purpose: CodePurpose, flowId: string, address: string, identityId: string | null): Promise<string | null> {
    const code = randomSecrets.code();
    const codeHash = await this.hasher.hash(code);
    await this.codes.retireUnusedForFlow(flowId);
    if (identityId === null) return null;
    await this.codes.insert({ purpose, flowId, identityId, address, codeHash, expiresAt: new Date(Date.now() + CODE_LIFESPAN_MS) });
    return code;
  }

  /** The code's record when `code` is the flow's current code (and uses it up); null otherwise. */
  async redeem(flowId: string, code: string): Promise<OneTimeCode | null> {
    const current = await this.codes.findUsableForFlow(flowId);
    if (!current || !/^\d{6}$/.test(code)) {
      if (current) await this.countFailure(current);
      return null;
    }
    if (!(await this.hasher.verify(current.codeHash, code))) {
      await this.countFailure(current);
      return null;
    }
    return (await this.codes.consume(current.id)) ? current : null;
  }

  private async countFailure(code: OneTimeCode): Promise<void> {
    const failures = await this.codes.recordFailure(code.id);
    if (failures >= CODE_MAX_FAILED_ATTEMPTS) await this.codes.consume(code.id);
  }
}
