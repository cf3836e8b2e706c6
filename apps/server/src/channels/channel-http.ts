import { scrubSecrets } from '#src/connections/probe-target.ts';
import { sendHttpRequest } from '#src/protocols/http/http-request.ts';
import type { ChannelContext } from './notification-channel.ts';

/** How long a service may take to answer one message before the send gives up. */
export const CHANNEL_TIMEOUT_MS = 15_000;

export interface ChannelCall {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** An object is sent as JSON, URLSearchParams as a form, a string as it is (with the caller's content-type). */
  body?: unknown;
  /** Texts that must never appear in an error (tokens, webhook URLs). */
  secrets: readonly (string | undefined)[];
}

export interface ChannelAnswer {
  status: number;
  /** The body read as JSON when it parses, else the text ('' when empty). */
  body: unknown;
  text: string;
}

/** An error whose message is safe to show and store: the secrets are replaced by `***`. */
export function channelError(message: string, secrets: readonly (string | undefined)[]): Error {
  return new Error(scrubSecrets(message, secrets.filter((secret): secret is string => secret !== undefined && secret !== '')));
}

function encodedBody(call: ChannelCall): { text: string | undefined; contentType: string | undefined } {
  if (call.body === undefined) return { text: undefined, contentType: undefined };
  if (call.body instanceof URLSearchParams) return { text: call.body.toString(), contentType: 'application/x-www-form-urlencoded' };
  if (typeof call.body === 'string') return { text: call.body, contentType: undefined };
  return { text: JSON.stringify(call.body), contentType: 'application/json' };
}

function parsedBody(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function reason(error: unknown, context: ChannelContext): string {
  if (context.signal.aborted) return 'the send was stopped';
  if (error instanceof Error && error.name === 'AbortError') return `no answer within ${CHANNEL_TIMEOUT_MS / 1000} s`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * One request to a notification service, bounded by the context's signal and the channel time
 * limit. A service that cannot be reached throws `could not reach <host>: <reason>`; any answer,
 * error or not, is returned for the channel to read the service's own explanation.
 */
export async function callChannelService(address: string, call: ChannelCall, context: ChannelContext): Promise<ChannelAnswer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw channelError(`${address} is not a valid URL`, call.secrets);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw channelError(`${url.protocol} is not http or https`, call.secrets);
  const body = encodedBody(call);
  const headers: Record<string, string> = { accept: 'application/json', ...(body.contentType ? { 'content-type': body.contentType } : {}), ...call.headers };
  if (body.text !== undefined) headers['content-length'] = String(Buffer.byteLength(body.text));
  try {
    const answer = await sendHttpRequest({
      url,
      method: call.method ?? (body.text === undefined ? 'GET' : 'POST'),
      headers,
      body: body.text,
      insecure: false,
      signal: AbortSignal.any([context.signal, AbortSignal.timeout(CHANNEL_TIMEOUT_MS)]),
    });
    return { status: answer.code, body: parsedBody(answer.content), text: answer.content };
  } catch (error) {
    throw channelError(`could not reach ${url.host}: ${reason(error, context)}`, call.secrets);
  }
}

/** The start of an answer's text, for messages about answers that are not the service's usual body. */
export function bodyExcerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}

/** Whether the answer is a 2xx. */
export function succeeded(answer: ChannelAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

/** `HTTP 502: <start of the body>`, for answers that carry no explanation the channel knows how to read. */
export function httpFailure(answer: ChannelAnswer): string {
  const excerpt = bodyExcerpt(answer.text);
  return excerpt === '' ? `HTTP ${answer.status}` : `HTTP ${answer.status}: ${excerpt}`;
}

/** A field of a JSON object answer, when the answer is one. */
export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;
}
