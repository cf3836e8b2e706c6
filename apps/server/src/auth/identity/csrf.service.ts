import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { secretDigest } from '../secret-digest.ts';
import { IdentityError } from './identity-error.ts';
import type { FlowRecord } from './identity.types.ts';
import { randomSecrets } from './random-secrets.ts';

export const CSRF_COOKIE = 'vigil_csrf';

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SECRET_BYTES = 32;

/**
 * CSRF protection of browser flows, in two parts:
 * - the browser holds a random secret in an HttpOnly, SameSite=Lax cookie; a browser flow stores the
 *   SHA-256 digest of it, so only the browser that opened a flow can fetch or submit it;
 * - every browser form carries the secret in a hidden `csrf_token` field, masked with a fresh random
 *   pad each time it is rendered; a submission must echo it, which a cross-site form cannot.
 */
export class CsrfService {
  static readSecret(cookieValue: string | undefined): string | null {
    return cookieValue && SECRET_PATTERN.test(cookieValue) ? cookieValue : null;
  }

  /** The browser's secret; a new one (and its cookie) when the browser has none yet. */
  ensure(current: string | null, reply: FastifyReply, secure: boolean): string {
    const secret = current ?? randomSecrets.token(SECRET_BYTES);
    reply.setCookie(CSRF_COOKIE, secret, { httpOnly: true, sameSite: 'lax', path: '/', secure });
    return secret;
  }

  bindingHash(secret: string): string {
    return secretDigest.of(secret);
  }

  /** The value of the hidden csrf_token field: pad || (pad XOR secret), base64url. */
  mask(secret: string): string {
    const raw = Buffer.from(secret, 'base64url');
    const pad = randomBytes(raw.length);
    const masked = Buffer.alloc(raw.length);
    for (let i = 0; i < raw.length; i += 1) masked[i] = raw[i]! ^ pad[i]!;
    return Buffer.concat([pad, masked]).toString('base64url');
  }

  private unmask(token: string): Buffer | null {
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length !== SECRET_BYTES * 2) return null;
    const out = Buffer.alloc(SECRET_BYTES);
    for (let i = 0; i < SECRET_BYTES; i += 1) out[i] = bytes[i]! ^ bytes[i + SECRET_BYTES]!;
    return out;
  }

  /** The flow belongs to this browser (fetching a browser flow). */
  checkBrowser(flow: FlowRecord, secret: string | null): void {
    if (flow.type !== 'browser') return;
    if (!secret || !flow.csrfHash || !secretDigest.matches(flow.csrfHash, secret)) throw IdentityError.csrfViolation();
  }

  /** The flow belongs to this browser and the form echoes its token (submitting a browser flow). */
  checkSubmission(flow: FlowRecord, secret: string | null, submittedToken: string | undefined): void {
    if (flow.type !== 'browser') return;
    this.checkBrowser(flow, secret);
    const unmasked = submittedToken ? this.unmask(submittedToken) : null;
    const expected = Buffer.from(secret!, 'base64url');
    if (!unmasked || !timingSafeEqual(unmasked, expected)) throw IdentityError.csrfViolation();
  }
}
