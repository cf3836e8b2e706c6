/** Placeholder until the identity screens land. */
export function VerificationRoute() {
  return <p>Verification</p>;
}
