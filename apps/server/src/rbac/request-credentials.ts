import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_COOKIE } from '../auth/auth-contracts.ts';
import { looksLikeAccessToken } from '../auth/tokens/access-token-format.ts';

export type Credentials =
  | { kind: 'none' }
  | { kind: 'session'; token: string }
  | { kind: 'access-token'; token: string }
  | { kind: 'invalid'; message: string };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function fromAuthorization(header: string): Credentials {
  const [scheme = '', ...rest] = header.trim().split(/\s+/);
  const value = rest.join(' ');
  switch (scheme.toLowerCase()) {
    case 'bearer':
      if (value === '') return { kind: 'invalid', message: 'The Authorization header names Bearer but carries no token' };
      // Identity-service clients send their session token as a bearer token too.
      return looksLikeAccessToken(value) ? { kind: 'access-token', token: value } : { kind: 'session', token: value };
    case 'basic': {
      const decoded = Buffer.from(value, 'base64').toString('utf8');
      const at = decoded.indexOf(':');
      if (value === '' || at < 0 || decoded.slice(0, at) !== 'token') {
        return { kind: 'invalid', message: 'Basic credentials must be token:<access token>' };
      }
      return { kind: 'access-token', token: decoded.slice(at + 1) };
    }
    default:
      return { kind: 'invalid', message: 'The Authorization header must use Bearer <access token> or Basic token:<access token>' };
  }
}

/**
 * The credentials a request carries, in order of precedence: the Authorization header, the
 * X-Session-Token header, then the session cookie.
 */
export function readCredentials(headers: IncomingHttpHeaders): Credentials {
  const authorization = single(headers.authorization);
  if (authorization !== undefined && authorization.trim() !== '') return fromAuthorization(authorization);
  const sessionToken = single(headers['x-session-token']);
  if (sessionToken !== undefined && sessionToken.trim() !== '') return { kind: 'session', token: sessionToken.trim() };
  const cookie = readCookie(single(headers.cookie), SESSION_COOKIE);
  if (cookie !== undefined && cookie !== '') return { kind: 'session', token: cookie };
  return { kind: 'none' };
}
