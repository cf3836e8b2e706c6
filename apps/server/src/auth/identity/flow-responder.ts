import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../auth-contracts.ts';
import type { FlowHandler, SubmitResult } from './flow-handler.ts';
import { FlowErrorRepository } from './flow-error.repository.ts';
import { IdentityError } from './identity-error.ts';
import type { IdentityServices } from './identity-services.ts';
import type { FlowKind, FlowRecord } from './identity.types.ts';
import type { RequestContext } from './request-context.ts';

/** Where the web app shows a stored flow error: `${FLOW_ERROR_UI_PATH}?id=<error id>`. */
export const FLOW_ERROR_UI_PATH = '/error/flow';

/**
 * Turns flow outcomes into answers the way Kratos does: JSON for API clients and for browsers that ask
 * for JSON, 303 redirects for plain browser navigations and form posts; the session cookie for browsers.
 */
export class FlowResponder {
  private readonly errors: FlowErrorRepository;

  constructor(private readonly s: IdentityServices) {
    this.errors = new FlowErrorRepository(s.db);
  }

  async flow(ctx: RequestContext, handler: FlowHandler, flow: FlowRecord, status = 200): Promise<FastifyReply> {
    const extra = handler.describe ? await handler.describe(ctx, flow) : {};
    return ctx.reply.code(status).send(this.s.flows.render(ctx, flow, extra));
  }

  async outcome(ctx: RequestContext, handler: FlowHandler, result: SubmitResult): Promise<FastifyReply> {
    const { reply } = ctx;
    const browser = result.flow.type === 'browser';
    switch (result.type) {
      case 'flow':
        for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
        if (!ctx.json) return reply.redirect(this.s.flows.uiUrl(ctx, handler, result.flow.id), 303);
        return this.flow(ctx, handler, result.flow, result.status);
      case 'signed-in': {
        if (browser) this.setSessionCookie(ctx, result.token, result.session.expiresAt);
        if (!ctx.json) return reply.redirect(result.flow.returnTo ?? `${ctx.baseUrl}/`, 303);
        const body: Record<string, unknown> = {
          session: await this.s.presenter.session(result.session, result.identity, ctx.baseUrl),
          identity: await this.s.presenter.identity(result.identity, ctx.baseUrl),
        };
        if (!browser) body.session_token = result.token;
        if (result.continueWith && result.continueWith.length > 0) body.continue_with = result.continueWith;
        return reply.code(200).send(body);
      }
      case 'recovered': {
        if (!browser) {
          const extra = {
            continue_with: [
              { action: 'set_ory_session_token', ory_session_token: result.token },
              { action: 'show_settings_ui', flow: { id: result.settingsFlowId, url: result.settingsUrl } },
            ],
          };
          return reply.code(200).send(this.s.flows.render(ctx, result.flow, extra));
        }
        this.setSessionCookie(ctx, result.token, result.session.expiresAt);
        if (!ctx.json) return reply.redirect(result.settingsUrl, 303);
        return reply.code(422).send(IdentityError.browserLocationChangeRequired(result.settingsUrl).toEnvelope());
      }
    }
  }

  /** Errors: the envelope for JSON clients; for browser navigations, a redirect to where the person can go on. */
  async error(ctx: RequestContext, error: unknown, kind?: FlowKind): Promise<FastifyReply> {
    if (!(error instanceof IdentityError)) throw error;
    const { reply } = ctx;
    if (ctx.json) return reply.code(error.code).send(error.toEnvelope());
    if (error.redirectBrowserTo) return reply.redirect(error.redirectBrowserTo, 303);
    switch (error.errorId) {
      case 'self_service_flow_expired':
        if (kind) return reply.redirect(`${ctx.baseUrl}/api/.ory/self-service/${kind}/browser`, 303);
        break;
      case 'session_already_available':
        return reply.redirect(`${ctx.baseUrl}/`, 303);
      case 'session_inactive':
        return reply.redirect(`${ctx.baseUrl}/login`, 303);
    }
    const id = await this.errors.insert(error.toEnvelope().error);
    return reply.redirect(`${ctx.baseUrl}${FLOW_ERROR_UI_PATH}?id=${id}`, 303);
  }

  setSessionCookie(ctx: RequestContext, token: string, expiresAt: Date): void {
    const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
    ctx.reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', secure: ctx.secure, maxAge });
  }

  clearSessionCookie(ctx: RequestContext): void {
    ctx.reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: ctx.secure });
  }
}
