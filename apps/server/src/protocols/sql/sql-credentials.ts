import { fillCredentialPlaceholders } from '#src/connections/credential-placeholders.ts';

/** `key=value;` pairs, as ADO and ODBC connection strings are written. */
const KEY_VALUE_STRING = /^\s*[A-Za-z][A-Za-z ]*=/;
/** The Go MySQL driver's form: `user:pass@tcp(host:port)/db`. */
const GO_DSN = /^(?:[^@/]*@)?(?:tcp|unix)\(/;

/** Encoded like `$(username)`/`$(password)` are filled in, which the mssql runner decodes. */
const adoValue = (value: string): string => encodeURIComponent(value);

function withAdoCredentials(text: string, username: string | undefined, password: string | undefined): string {
  let result = text.trim().replace(/;+$/, '');
  if (username && !/(?:^|;)\s*(?:user id|uid|user)\s*=/i.test(result)) result += `;User Id=${adoValue(username)}`;
  if (password && !/(?:^|;)\s*(?:password|pwd)\s*=/i.test(result)) result += `;Password=${adoValue(password)}`;
  return result;
}

/**
 * Adds the username and password a spec or connection gives to a database address that has none:
 * a URL (`postgres://host/db`), an ADO string (`Server=host;Database=db`) or a Go MySQL DSN
 * (`tcp(host:3306)/db`). Credentials already in the address win. Undefined when the address is
 * none of these.
 */
export function addSqlCredentials(address: string, username: string | undefined, password: string | undefined): string | undefined {
  try {
    const parsed = new URL(address);
    if (username && !parsed.username) parsed.username = encodeURIComponent(username);
    if (password && !parsed.password) parsed.password = encodeURIComponent(password);
    return parsed.toString();
  } catch {
    // Not a URL: one of the other forms.
  }
  if (GO_DSN.test(address)) {
    if (address.includes('@')) return address;
    return `${encodeURIComponent(username ?? '')}${password ? `:${encodeURIComponent(password)}` : ''}@${address}`;
  }
  if (KEY_VALUE_STRING.test(address)) return withAdoCredentials(address, username, password);
  return undefined;
}

/**
 * The address to connect to with the given credentials: `$(username)`/`$(password)` placeholders
 * filled in (encoded), or, without placeholders, the credentials added where the address has none.
 * Undefined when credentials must be added to an address of no known form.
 */
export function fillSqlCredentials(address: string, username: string | undefined, password: string | undefined): string | undefined {
  const filled = fillCredentialPlaceholders(address, username, password);
  if (filled !== undefined) return filled;
  if (!username && !password) return address;
  return addSqlCredentials(address, username, password);
}
