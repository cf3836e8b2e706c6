import { ApiError } from '../api-error.ts';
import type { MediaType } from '../api-request.ts';

const KNOWN: Record<string, MediaType> = {
  '*/*': 'json',
  'application/*': 'json',
  'application/json': 'json',
  'application/vnd.pgrst.array+json': 'json',
  'application/vnd.pgrst.object+json': 'singular',
  'application/vnd.pgrst.object': 'singular',
  'text/csv': 'csv',
};

interface Candidate {
  type: string;
  q: number;
  index: number;
}

/**
 * Picks the response media type from `Accept`: the acceptable entry with the highest q-value
 * (ties keep header order); parameters other than q, e.g. `nulls=stripped`, are ignored.
 */
export function parseAccept(header: string | undefined): MediaType {
  if (header === undefined || header.trim() === '') return 'json';
  const candidates: Candidate[] = [];
  header.split(',').forEach((entry, index) => {
    const [typePart, ...params] = entry.split(';');
    const type = (typePart ?? '').trim().toLowerCase();
    if (type === '') return;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim());
      if (name?.toLowerCase() === 'q' && value !== undefined) {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    candidates.push({ type, q, index });
  });
  const acceptable = candidates.filter((c) => c.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  for (const c of acceptable) {
    const media = KNOWN[c.type];
    if (media !== undefined) return media;
  }
  const listed = candidates.map((c) => c.type).join(', ');
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${listed}`);
}

/**
 * `Accept-Profile` (GET/HEAD) or `Content-Profile` (writes) selects one of the exposed schemas;
 * undefined when the header is absent.
 */
export function parseProfile(method: string, headers: Record<string, string | undefined>, schemas: readonly string[]): string | undefined {
  const readLike = method === 'GET' || method === 'HEAD';
  const raw = readLike ? headers['accept-profile'] : headers['content-profile'];
  if (raw === undefined || raw.trim() === '') return undefined;
  const profile = raw.trim();
  if (!schemas.includes(profile)) {
    throw new ApiError(406, 'PGRST106', `The schema must be one of the following: ${schemas.join(', ')}`);
  }
  return profile;
}
