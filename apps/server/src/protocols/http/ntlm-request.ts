import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { sendHttpRequest, type HttpRequestOptions, type HttpResponseSummary } from './http-request.ts';
import { authenticateMessage, negotiateMessage, ntlmCredentials, readChallengeMessage } from './ntlm-messages.ts';

export interface NtlmRequestOptions extends Omit<HttpRequestOptions, 'agent'> {
  /** `user` or `DOMAIN\user`. */
  username: string;
  password: string;
}

/** The final response, or why authentication did not get that far (never naming the password). */
export type NtlmOutcome = { response: HttpResponseSummary; failure?: undefined } | { failure: string; response: HttpResponseSummary };

/** Whether a `WWW-Authenticate` value (several challenges joined with commas) offers NTLM. */
function offersNtlm(header: string | undefined): boolean {
  return /(?:^|[\s,])NTLM(?:$|[\s,])/i.test(header ?? '');
}

/** The base64 token of the server's `NTLM <token>` challenge, if it sent one. */
function ntlmToken(header: string | undefined): string | undefined {
  return /(?:^|[\s,])NTLM\s+([A-Za-z0-9+/]+=*)/i.exec(header ?? '')?.[1];
}

/**
 * One request authenticated with NTLM: NEGOTIATE, the server's CHALLENGE in a 401, then
 * AUTHENTICATE with the real request. NTLM authenticates the connection rather than the request,
 * so all three go over one keep-alive connection of an agent made for this request alone.
 * `elapsed` covers the whole exchange.
 */
export async function sendNtlmRequest(options: NtlmRequestOptions): Promise<NtlmOutcome> {
  const { username, password, ...request } = options;
  const agent =
    options.url.protocol === 'https:'
      ? new HttpsAgent({ keepAlive: true, maxSockets: 1, rejectUnauthorized: !options.insecure })
      : new HttpAgent({ keepAlive: true, maxSockets: 1 });
  const started = performance.now();
  const send = (token: Buffer): Promise<HttpResponseSummary> =>
    sendHttpRequest({ ...request, headers: { ...request.headers, Authorization: `NTLM ${token.toString('base64')}` }, agent });
  try {
    const first = await send(negotiateMessage());
    if (first.code !== 401) return { response: first };
    const header = first.headers['www-authenticate'];
    if (!offersNtlm(header)) return { failure: 'the server did not offer NTLM authentication', response: first };
    const token = ntlmToken(header);
    const challenge = token === undefined ? undefined : readChallengeMessage(Buffer.from(token, 'base64'));
    if (!challenge) return { failure: 'the server answered NTLM negotiation without a readable challenge', response: first };
    const final = await send(authenticateMessage(challenge, ntlmCredentials(username, password)));
    const response = { ...final, elapsed: Math.round(performance.now() - started) };
    if (final.code === 401) return { failure: `NTLM authentication as ${username} was refused: check the username and password`, response };
    return { response };
  } finally {
    agent.destroy();
  }
}
