/** An access token as `GET /api/auth/tokens` lists it: never its secret or hash. */
export interface AccessTokenSummary {
  id: string;
  name: string;
  /** "<resource>:<action>" entries; null when the token has all of its creator's rights. */
  scope: string[] | null;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
}

/** The answer of `POST /api/auth/create_token`: the token itself is shown this once. */
export interface CreatedAccessToken {
  id: string;
  name: string;
  token: string;
  expires_at: string | null;
}

/** `POST /api/auth/create_token`: expiry as a duration ("30d") or "never"; scope left out for all rights. */
export interface CreateAccessTokenRequest {
  name: string;
  expiry?: string;
  scope?: string[];
}

/**
 * The lifetimes the web app offers; the server accepts any duration within its limit (365 days for
 * people who are not administrators, unless configured otherwise). "never" is for administrators.
 */
export const ACCESS_TOKEN_EXPIRY_CHOICES = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: '365d', label: '1 year' },
  { value: 'never', label: 'Never (administrators only)' },
] as const;

export type AccessTokenExpiryChoice = (typeof ACCESS_TOKEN_EXPIRY_CHOICES)[number]['value'];
