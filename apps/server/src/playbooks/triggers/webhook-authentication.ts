import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isPlainObject } from '#src/spec/spec-reader.ts';

/** A secret of the webhook's spec: a string or `{value: string}`. */
function secretOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isPlainObject(value) && typeof value.value === 'string') return value.value;
  return undefined;
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a webhook request passes the playbook's `authentication` (every method it lists must
 * pass): `basic` {username, password}, `token` {token} as `Authorization: Bearer`, `github` {token}
 * as the HMAC-SHA256 of the exact body bytes in `X-Hub-Signature-256`. No authentication: open.
 */
export function webhookAuthenticated(authentication: Record<string, unknown> | undefined, headers: IncomingHttpHeaders, body: Buffer): boolean {
  if (!authentication) return true;
  const authorization = header(headers, 'authorization') ?? '';
  const { basic, token, github } = authentication;
  if (isPlainObject(basic)) {
    const username = secretOf(basic.username) ?? '';
    const password = secretOf(basic.password) ?? '';
    const match = /^Basic\s+(.+)$/i.exec(authorization);
    if (!match) return false;
    if (!sameText(Buffer.from(match[1]!.trim(), 'base64').toString('utf8'), `${username}:${password}`)) return false;
  }
  if (isPlainObject(token)) {
    const expected = secretOf(token.token) ?? secretOf(token.value);
    const match = /^Bearer\s+(.+)$/i.exec(authorization);
    if (expected === undefined || !match || !sameText(match[1]!.trim(), expected)) return false;
  }
  if (isPlainObject(github)) {
    const secret = secretOf(github.token);
    const signature = header(headers, 'x-hub-signature-256');
    if (secret === undefined || !signature) return false;
    if (!sameText(signature.trim().toLowerCase(), `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`)) return false;
  }
  return true;
}
