import type { Db } from '#src/db/db.ts';
import type { CsrfService } from './csrf.service.ts';
import type { FlowInit, FlowHandler } from './flow-handler.ts';
import { FlowRepository } from './flow.repository.ts';
import { IdentityError } from './identity-error.ts';
import type { FlowKind, FlowRecord, FlowType } from './identity.types.ts';
import { IdentityHousekeeping } from './housekeeping.service.ts';
import type { RequestContext } from './request-context.ts';
import { uiNodes } from './ui-nodes.ts';

/** A flow can be completed within an hour of opening it (Kratos's default). */
export const FLOW_LIFESPAN_MS = 60 * 60_000;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID_PATTERN.test(value);
}

/** Creating, loading, storing and rendering flows of any kind. */
export class FlowService {
  private readonly flows: FlowRepository;
  private readonly housekeeping: IdentityHousekeeping;

  constructor(
    db: Db,
    private readonly csrf: CsrfService,
  ) {
    this.flows = new FlowRepository(db);
    this.housekeeping = new IdentityHousekeeping(db);
  }

  async create(ctx: RequestContext, kind: FlowKind, type: FlowType, init: FlowInit, returnTo: string | null): Promise<FlowRecord> {
    await this.housekeeping.runNowAndThen();
    let csrfHash: string | null = null;
    if (type === 'browser') {
      ctx.csrfSecret = this.csrf.ensure(ctx.csrfSecret, ctx.reply, ctx.secure);
      csrfHash = this.csrf.bindingHash(ctx.csrfSecret);
    }
    return this.flows.insert({
      kind,
      type,
      state: init.state,
      requestUrl: `${ctx.requestOrigin}${ctx.request.url}`,
      returnTo,
      csrfHash,
      identityId: init.identityId ?? null,
      refresh: init.refresh ?? false,
      requestedAal: init.requestedAal ?? 'aal1',
      ui: init.ui,
      context: init.context ?? {},
      expiresAt: new Date(Date.now() + FLOW_LIFESPAN_MS),
    });
  }

  /** The flow of that kind, or 404; 410 self_service_flow_expired once it is past its time. */
  async load(id: string | undefined, kind: FlowKind): Promise<FlowRecord> {
    if (id === undefined || id === '') throw IdentityError.badRequest('The flow query parameter is missing.');
    const flow = isUuid(id) ? await this.flows.findById(id) : null;
    if (!flow || flow.kind !== kind) throw IdentityError.notFound(`No ${kind} flow with id ${id} exists.`);
    if (flow.expiresAt.getTime() <= Date.now()) throw IdentityError.flowExpired(flow.expiresAt);
    return flow;
  }

  save(flow: FlowRecord): Promise<FlowRecord> {
    return this.flows.update(flow);
  }

  uiUrl(ctx: RequestContext, handler: FlowHandler, flowId: string): string {
    return `${ctx.baseUrl}${handler.uiPath}?flow=${flowId}`;
  }

  render(ctx: RequestContext, flow: FlowRecord, extra: Record<string, unknown> = {}): Record<string, unknown> {
    const nodes = [...flow.ui.nodes];
    if (flow.type === 'browser' && ctx.csrfSecret) nodes.unshift(uiNodes.hidden('default', 'csrf_token', this.csrf.mask(ctx.csrfSecret)));
    return {
      id: flow.id,
      type: flow.type,
      expires_at: flow.expiresAt.toISOString(),
      issued_at: flow.issuedAt.toISOString(),
      request_url: flow.requestUrl,
      ...(flow.returnTo ? { return_to: flow.returnTo } : {}),
      ui: {
        action: `${ctx.baseUrl}/api/.ory/self-service/${flow.kind}?flow=${flow.id}`,
        method: 'POST',
        nodes,
        ...(flow.ui.messages.length > 0 ? { messages: flow.ui.messages } : {}),
      },
      state: flow.state,
      created_at: flow.createdAt.toISOString(),
      updated_at: flow.updatedAt.toISOString(),
      ...extra,
    };
  }
}
