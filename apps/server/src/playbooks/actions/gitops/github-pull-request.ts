/** Where the pull request goes: the GitHub API (or a server speaking it) and the repository there. */
export interface PullRequestTarget {
  /** `https://api.github.com`, or a GitHub Enterprise `https://host/api/v3`. */
  apiUrl: string;
  token: string | undefined;
  owner: string;
  repo: string;
}

export interface PullRequestInput {
  title: string;
  head: string;
  base: string;
  tags: string[];
}

export interface OpenedPullRequest {
  number: number;
  url: string;
}

/** `owner/repo` from a clone URL: `https://host/owner/repo.git`, `git@host:owner/repo.git`, or a path ending in them. */
export function repositoryOf(cloneUrl: string): { owner: string; repo: string } | undefined {
  const path = cloneUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/^[^@/]+@[^:/]+:/, '');
  const parts = path.replace(/\/+$/, '').replace(/\.git$/, '').split('/').filter(Boolean);
  if (parts.length < 2) return undefined;
  return { owner: parts.at(-2)!, repo: parts.at(-1)! };
}

/** GitHub's error body: `{message, errors: [{message} | {resource, field, code}]}`, as one sentence. */
function errorReason(status: number, body: unknown): string {
  if (typeof body !== 'object' || body === null) return `HTTP ${status}`;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const details = Array.isArray(errors)
    ? errors.map((error: { message?: unknown; field?: unknown; code?: unknown }) => (typeof error.message === 'string' ? error.message : [error.field, error.code].filter((part) => typeof part === 'string').join(' '))).filter(Boolean)
    : [];
  return [`HTTP ${status}`, typeof message === 'string' ? message : undefined, ...details].filter(Boolean).join(': ');
}

async function call(target: PullRequestTarget, path: string, body: unknown, signal: AbortSignal): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${target.apiUrl.replace(/\/+$/, '')}${path}`, {
    method: 'POST',
    headers: {
      accept: 'application/vnd.github+json',
      'content-type': 'application/json',
      'x-github-api-version': '2022-11-28',
      'user-agent': 'vigil-playbooks',
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the text is the reason
  }
  return { status: response.status, body: parsed };
}

/**
 * Opens a pull request (`POST /repos/{owner}/{repo}/pulls`) and labels it with the tags
 * (`POST /repos/{owner}/{repo}/issues/{number}/labels`). Throws with GitHub's own reason.
 */
export async function openPullRequest(target: PullRequestTarget, input: PullRequestInput, signal: AbortSignal): Promise<OpenedPullRequest> {
  const repoPath = `/repos/${encodeURIComponent(target.owner)}/${encodeURIComponent(target.repo)}`;
  const created = await call(target, `${repoPath}/pulls`, { title: input.title, head: input.head, base: input.base }, signal);
  if (created.status !== 201) throw new Error(`the pull request was not opened: ${errorReason(created.status, created.body)}`);
  const { number, html_url: url } = created.body as { number?: unknown; html_url?: unknown };
  if (typeof number !== 'number' || typeof url !== 'string') throw new Error('the pull request was opened but its answer has no number or html_url');
  if (input.tags.length > 0) {
    const labelled = await call(target, `${repoPath}/issues/${number}/labels`, { labels: input.tags }, signal);
    if (labelled.status !== 200) throw new Error(`pull request #${number} was opened (${url}) but not labelled: ${errorReason(labelled.status, labelled.body)}`);
  }
  return { number, url };
}
