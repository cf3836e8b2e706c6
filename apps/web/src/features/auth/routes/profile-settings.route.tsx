/** Placeholder until the identity screens land. */
export function ProfileSettingsRoute() {
  return <p>ProfileSettings</p>;
}
