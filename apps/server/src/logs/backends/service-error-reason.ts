import type { HttpResponseSummary } from '#src/protocols/http/http-request.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';

/** The text of a field that may be text or an object with `reason` (OpenSearch: its first root cause says most) or `message`. */
function reasonText(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (isPlainObject(value)) {
    const rootCause: unknown = Array.isArray(value.root_cause) ? value.root_cause[0] : undefined;
    if (isPlainObject(rootCause)) return reasonText(rootCause);
    const type = typeof value.type === 'string' ? `${value.type}: ` : '';
    const reason = reasonText(value.reason) ?? reasonText(value.message);
    return reason === undefined ? undefined : `${type}${reason}`;
  }
  return undefined;
}

/** What a log service's error body says: `error` (text or `{type, reason, root_cause}`) or `message` of JSON, else the start of the text. */
export function serviceErrorReason(response: HttpResponseSummary): string {
  try {
    const body = JSON.parse(response.content) as unknown;
    const reason = isPlainObject(body) ? (reasonText(body.error) ?? reasonText(body.message)) : undefined;
    if (reason !== undefined) return reason;
  } catch {
    // not JSON: the text says what went wrong
  }
  return response.content.slice(0, 300).trim() || 'no reason given';
}
