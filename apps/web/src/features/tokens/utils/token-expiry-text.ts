import { formatTimestamp } from '@vigil/domain';

/** "Never", "Expired <when>" or the moment it expires. */
export function tokenExpiryText(expiresAt: string | null, now = Date.now()): string {
  if (expiresAt === null) return 'Never';
  const text = formatTimestamp(expiresAt);
  return Date.parse(expiresAt) <= now ? `Expired ${text}` : text;
}
