/** Placeholder until the identity screens land. */
export function RegistrationRoute() {
  return <p>Registration</p>;
}
