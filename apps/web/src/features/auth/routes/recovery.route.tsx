/** Placeholder until the identity screens land. */
export function RecoveryRoute() {
  return <p>Recovery</p>;
}
