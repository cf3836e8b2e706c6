import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPull {
  owner: string;
  repo: string;
  title: string;
  head: string;
  base: string;
  labels: string[];
}

/**
 * A local server speaking the part of the GitHub REST API the gitops action uses: creating a pull
 * request (201, or 422 with GitHub's validation body when one is already open for the head branch),
 * labelling it, and 401 `Bad credentials` without the token.
 */
export class FakeGitHubServer {
  readonly pulls: ReceivedPull[] = [];
  private readonly server: Server = createServer((request, response) => void this.handle(request, response));
  url = '';

  constructor(private readonly token: string) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    if (request.headers.authorization !== `Bearer ${this.token}`) {
      return this.send(response, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' });
    }
    const pulls = /^\/repos\/([^/]+)\/([^/]+)\/pulls$/.exec(request.url ?? '');
    if (request.method === 'POST' && pulls) {
      const [owner, repo] = [pulls[1]!, pulls[2]!];
      const { title, head, base } = body as { title: string; head: string; base: string };
      if (this.pulls.some((pull) => pull.owner === owner && pull.repo === repo && pull.head === head)) {
        return this.send(response, 422, {
          message: 'Validation Failed',
          errors: [{ resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${owner}:${head}.` }],
          documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
          status: '422',
        });
      }
      this.pulls.push({ owner, repo, title, head, base, labels: [] });
      const number = this.pulls.length;
      return this.send(response, 201, {
        id: 1000 + number,
        number,
        state: 'open',
        title,
        html_url: `https://github.example.com/${owner}/${repo}/pull/${number}`,
        url: `${this.url}/repos/${owner}/${repo}/pulls/${number}`,
        head: { ref: head },
        base: { ref: base },
      });
    }
    const labels = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/labels$/.exec(request.url ?? '');
    if (request.method === 'POST' && labels) {
      const pull = this.pulls[Number(labels[3]) - 1];
      if (!pull) return this.send(response, 404, { message: 'Not Found', status: '404' });
      pull.labels.push(...((body.labels as string[] | undefined) ?? []));
      return this.send(response, 200, pull.labels.map((name, index) => ({ id: index + 1, name })));
    }
    this.send(response, 404, { message: 'Not Found', status: '404' });
  }
}
