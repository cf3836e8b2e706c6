import { sendHttpRequest } from '#src/protocols/http/http-request.ts';

/** One request of a scrape: the first one, or a page the pagination asked for. */
export interface PageRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
}

/** What pagination expressions see as `response`. */
export interface PageResponse {
  url: string;
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON when the response is JSON, the text otherwise. */
  body: unknown;
}

function looksLikeJson(contentType: string | undefined, text: string): boolean {
  if (contentType?.toLowerCase().includes('json')) return true;
  const start = text.trimStart()[0];
  return start === '{' || start === '[';
}

function describeBody(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 300 ? `${trimmed.slice(0, 300)}…` : trimmed;
}

/** Sends one request; a non-2xx answer is an error naming the status and the start of the body. */
export async function fetchPage(request: PageRequest, signal: AbortSignal): Promise<PageResponse> {
  const answer = await sendHttpRequest({
    url: new URL(request.url),
    method: request.method,
    headers: request.headers,
    body: request.body,
    insecure: false,
    signal,
  });
  if (answer.code < 200 || answer.code > 299) {
    const detail = describeBody(answer.content);
    throw new Error(`${request.method} ${request.url} returned HTTP ${answer.code}${detail ? `: ${detail}` : ''}`);
  }
  let body: unknown = answer.content;
  if (looksLikeJson(answer.headers['content-type'], answer.content)) {
    try {
      body = JSON.parse(answer.content) as unknown;
    } catch (error) {
      throw new Error(`${request.method} ${request.url} did not return valid JSON: ${(error as Error).message}`, { cause: error });
    }
  }
  return { url: request.url, status: answer.code, headers: answer.headers, body };
}
