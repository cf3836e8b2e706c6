/** Who a request logs in as: a bearer token, or a username with an optional password. */
export interface HttpLogin {
  bearer?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
}

/** The Authorization header for a login: a bearer token wins over a username; undefined with neither. */
export function authorizationHeader(login: HttpLogin): string | undefined {
  if (login.bearer !== undefined) return `Bearer ${login.bearer}`;
  if (login.username === undefined) return undefined;
  return `Basic ${Buffer.from(`${login.username}:${login.password ?? ''}`).toString('base64')}`;
}
