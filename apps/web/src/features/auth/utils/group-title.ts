const GROUP_TITLES: Record<string, string> = {
  default: 'Account',
  profile: 'Profile',
  password: 'Password',
  totp: 'Authenticator app',
  lookup_secret: 'Backup recovery codes',
  code: 'One-time code',
  webauthn: 'Security keys',
  passkey: 'Passkeys',
  oidc: 'Social sign-in',
};

/** A readable title for a flow's method group (used for settings sections and form names). */
export function groupTitle(group: string): string {
  const known = GROUP_TITLES[group];
  if (known) return known;
  const words = group.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
