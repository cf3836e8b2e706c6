import { randomBytes } from 'node:crypto';

/**
 * An access token reads `vgl_<token id, 32 hex>.<secret, 43 base64url>`: the id finds the row
 * without scanning, the secret is checked against its SHA-256 digest. The prefix makes leaked
 * tokens easy to recognise.
 */
const TOKEN_PATTERN = /^vgl_([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

export interface ParsedAccessToken {
  id: string;
  secret: string;
}

export function newTokenSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function formatAccessToken(id: string, secret: string): string {
  return `vgl_${id.replace(/-/g, '').toLowerCase()}.${secret}`;
}

/** Undefined when the value does not have the shape of an access token. */
export function parseAccessToken(value: string): ParsedAccessToken | undefined {
  const match = TOKEN_PATTERN.exec(value.trim());
  if (!match) return undefined;
  const hex = match[1]!;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { id, secret: match[2]! };
}

export function looksLikeAccessToken(value: string): boolean {
  return value.trim().startsWith('vgl_');
}
