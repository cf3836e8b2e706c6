import type { IncomingHttpHeaders } from 'node:http';
import type { PlaybookRunCreated } from '@vigil/domain';
import type { Db } from '#src/db/db.ts';
import { notFound, ServiceError } from '#src/rbac/service-error.ts';
import { PlaybookRepository, type PlaybookRecord } from '../playbook.repository.ts';
import { specOfPlaybook } from '../playbook-targets.ts';
import { PlaybookRunService } from '../runs/playbook-run.service.ts';
import { webhookOf, type WebhookTrigger } from './trigger-spec.ts';
import { webhookAuthenticated } from './webhook-authentication.ts';

/** Headers that carry the caller's secrets: checked, never kept in the run. */
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'x-hub-signature', 'x-hub-signature-256', 'x-session-token']);

/** Requests one webhook path takes per minute, whatever their outcome; more answer 429. */
export const WEBHOOK_REQUESTS_PER_MINUTE = 60;

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Runs started by `POST /api/playbook/webhook/:path` (decision 0065). */
export class PlaybookWebhookService {
  private readonly playbooks: PlaybookRepository;
  private readonly runs: PlaybookRunService;
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(db: Db, private readonly now: () => number = Date.now) {
    this.playbooks = new PlaybookRepository(db);
    this.runs = new PlaybookRunService(db);
  }

  /** 404 for a path no live playbook has, 401 when its authentication fails, 429 past the path's rate. */
  async receive(path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<PlaybookRunCreated> {
    const found = await this.find(path);
    if (!found) throw notFound(`No playbook has the webhook path '${path}'`);
    this.countRequest(found.webhook.path);
    if (!webhookAuthenticated(found.webhook.authentication, headers, body)) throw new ServiceError(401, `The request does not pass the authentication of webhook '${path}'`);
    const content = body.toString('utf8');
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !SECRET_HEADERS.has(name.toLowerCase())));
    const created = await this.runs.runByTrigger({
      playbook: found.playbook,
      triggeredBy: `webhook:${found.webhook.path}`,
      request: { webhook: { path: found.webhook.path, headers: kept, content, json: parsedJson(content) ?? null } },
    });
    return created!;
  }

  private async find(path: string): Promise<{ playbook: PlaybookRecord; webhook: WebhookTrigger } | undefined> {
    const wanted = path.replace(/^\/+/, '');
    for (const playbook of await this.playbooks.listLive()) {
      let webhook: WebhookTrigger | undefined;
      try {
        webhook = webhookOf(specOfPlaybook(playbook));
      } catch {
        continue;
      }
      if (webhook?.path === wanted) return { playbook, webhook };
    }
    return undefined;
  }

  private countRequest(path: string): void {
    const now = this.now();
    const window = this.windows.get(path);
    if (!window || now - window.startedAt >= 60_000) {
      if (this.windows.size > 10_000) this.windows.clear();
      this.windows.set(path, { startedAt: now, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > WEBHOOK_REQUESTS_PER_MINUTE) throw new ServiceError(429, `Webhook '${path}' takes at most ${WEBHOOK_REQUESTS_PER_MINUTE} requests a minute; try again shortly`);
  }
}
