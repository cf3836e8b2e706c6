import type { Reply } from '#test/support/fake-server.ts';

/** Kratos' error envelope. */
export function identityError(status: number, id: string, extra: { reason?: string; redirect_browser_to?: string } = {}): Reply {
  return {
    status,
    body: {
      error: { id, code: status, status: statusText(status), reason: extra.reason ?? `reason for ${id}`, message: `message for ${id}` },
      ...(extra.redirect_browser_to ? { redirect_browser_to: extra.redirect_browser_to } : {}),
    },
  };
}

function statusText(status: number): string {
  const texts: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 410: 'Gone', 422: 'Unprocessable Entity' };
  return texts[status] ?? 'Error';
}
