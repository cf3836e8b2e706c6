import { connectionType } from '@vigil/domain';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';

/** A connection's text field, trimmed; undefined when it is empty or not text. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A `properties.<name>` field as text. */
export function property(connection: ResolvedConnection, name: string): string | undefined {
  return text(connection.properties[name]);
}

function label(type: string): string {
  return connectionType(type)?.label ?? type;
}

/**
 * A field the type requires, or an error naming it as the connection form does
 * (`the Slack connection has no Bot token`).
 */
export function required(connection: ResolvedConnection, value: unknown, fieldLabel: string): string {
  const found = text(value);
  if (found === undefined) throw new Error(`the ${label(connection.type)} connection has no ${fieldLabel}`);
  return found;
}

/** The connection's URL, else the type's default; a bare host (`ntfy.sh`) is taken as https. */
export function serviceUrl(connection: ResolvedConnection, fallback: string): string {
  const url = text(connection.url) ?? fallback;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`;
}

/** Joins a base URL and a path without doubling or losing the slash between them. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Basic authorization for a username and password. */
export function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

/** Cuts a text to a service's limit, marking the cut. */
export function truncate(value: string, limit: number): string {
  return value.length > limit ? `${value.slice(0, limit - 1)}…` : value;
}
