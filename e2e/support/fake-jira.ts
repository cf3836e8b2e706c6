import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedJiraIssue {
  key: string;
  fields: Record<string, unknown>;
}

/** A local Jira answering `POST /rest/api/2/issue` as Jira does (201 with the key; 401 and 400 with its error body). */
export interface FakeJira {
  url: string;
  issues: ReceivedJiraIssue[];
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Starts the fake on a free loopback port; it accepts basic authentication with these credentials only. */
export async function startFakeJira(username: string, password: string): Promise<FakeJira> {
  const issues: ReceivedJiraIssue[] = [];
  const accepted = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/rest/api/2/issue') return answer(response, 404, { errorMessages: ['Not found'], errors: {} });
      if (request.headers.authorization !== accepted) return answer(response, 401, { errorMessages: ['You are not authenticated.'], errors: {} });
      const body = await readJson(request);
      const fields = typeof body === 'object' && body !== null && 'fields' in body ? (body.fields as Record<string, unknown>) : {};
      const project = (fields.project as { key?: unknown } | undefined)?.key;
      if (typeof project !== 'string' || typeof fields.summary !== 'string' || fields.summary === '') {
        return answer(response, 400, { errorMessages: [], errors: { project: 'valid project and summary are required' } });
      }
      const key = `${project}-${issues.length + 1}`;
      issues.push({ key, fields });
      return answer(response, 201, { id: String(10_000 + issues.length), key });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    issues,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
