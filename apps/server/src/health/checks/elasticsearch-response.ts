import { isPlainObject } from '#src/spec/spec-reader.ts';

export interface SearchAnswer {
  /** The number of matching documents, as `hits.total` reports it. */
  total: number;
  /** True when Elasticsearch stopped counting and `total` is a lower bound (`relation: gte`). */
  atLeast: boolean;
  /** The returned documents (`hits.hits`). */
  hits: unknown[];
  json: unknown;
}

function parseJson(content: string): unknown {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return undefined;
  }
}

/** `type: reason` of an Elasticsearch error body (`{ error: { root_cause, type, reason }, status }`). */
function errorReason(json: unknown): string | undefined {
  if (!isPlainObject(json)) return undefined;
  const { error } = json;
  if (typeof error === 'string') return error;
  if (!isPlainObject(error)) return undefined;
  const rootCause = Array.isArray(error.root_cause) ? error.root_cause[0] : undefined;
  const cause = isPlainObject(rootCause) && typeof rootCause.reason === 'string' ? rootCause : error;
  const reason = typeof cause.reason === 'string' ? cause.reason : undefined;
  const type = typeof cause.type === 'string' ? cause.type : undefined;
  if (reason && type) return `${type}: ${reason}`;
  return reason ?? type;
}

/** `hits.total` as `{ value, relation }` (Elasticsearch 7 and later) or as a number (older). */
function readTotal(hits: Record<string, unknown>): { total: number; atLeast: boolean } | undefined {
  const { total } = hits;
  if (typeof total === 'number') return { total, atLeast: false };
  if (isPlainObject(total) && typeof total.value === 'number') return { total: total.value, atLeast: total.relation === 'gte' };
  return undefined;
}

/** Reads a `_search` answer, or says in Elasticsearch's own words why the search failed. */
export function readSearchAnswer(code: number, content: string): SearchAnswer | { error: string } {
  const json = parseJson(content);
  if (code < 200 || code >= 300) {
    const reason = errorReason(json);
    return { error: `elasticsearch answered ${code}${reason ? `: ${reason}` : ''}` };
  }
  const hits = isPlainObject(json) && isPlainObject(json.hits) ? json.hits : undefined;
  const counted = hits ? readTotal(hits) : undefined;
  if (!hits || !counted) return { error: 'the answer is not a search result: it has no hits.total' };
  return { ...counted, hits: Array.isArray(hits.hits) ? hits.hits : [], json };
}
