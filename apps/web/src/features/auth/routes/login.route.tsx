/** Placeholder until the identity screens land. */
export function LoginRoute() {
  return <p>Login</p>;
}
