import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FlowHandler, FlowQuery } from './flow-handler.ts';
import type { FlowResponder } from './flow-responder.ts';
import { IdentityError } from './identity-error.ts';
import type { IdentityServices } from './identity-services.ts';
import type { FlowType } from './identity.types.ts';
import { buildRequestContext, type RequestContext } from './request-context.ts';
import { FLOW_CREATION_LIMIT } from './request-limiter.service.ts';
import { resolveReturnTo } from './return-to.policy.ts';
import { readSubmittedForm } from './submitted-form.ts';

const SUBMIT_BODY_LIMIT = 64 * 1024;

/**
 * The query of an identity request. An empty parameter counts as absent, as Kratos reads it: the
 * established web client sends `aal=&refresh=false` and means the defaults.
 */
export function queryOf(request: FastifyRequest): FlowQuery {
  const out: FlowQuery = {};
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first !== '') out[key] = first;
  }
  return out;
}

/**
 * The self-service endpoints of one flow kind, as Kratos names them:
 * GET /self-service/<kind>/browser and /api create a flow, GET /self-service/<kind>/flows?id= reads one,
 * POST /self-service/<kind>?flow= submits a step; recovery and verification also take the emailed link
 * (GET /self-service/<kind>?flow=&code=).
 */
export function registerFlowRoutes(app: FastifyInstance, s: IdentityServices, responder: FlowResponder, handler: FlowHandler): void {
  const base = `/self-service/${handler.kind}`;
  const context = (request: FastifyRequest, reply: FastifyReply): Promise<RequestContext> =>
    buildRequestContext(request, reply, s.publicUrl, s.sessions);

  const create = (type: FlowType) => async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await s.limiter.take('flow-creation', request.ip, FLOW_CREATION_LIMIT);
    if (limit.blocked) {
      // Always the JSON error, even to a browser navigation: storing a flow error to redirect to would
      // give the caller the very table growth the limit is there to stop.
      const error = IdentityError.tooManyFlows(limit.retryAfterSeconds);
      return reply.code(error.code).header('retry-after', String(limit.retryAfterSeconds)).send(error.toEnvelope());
    }
    const ctx = await context(request, reply);
    if (type === 'api') ctx.json = true;
    try {
      const query = queryOf(request);
      const returnTo = resolveReturnTo(query.return_to, ctx.baseUrl, ctx.requestOrigin);
      const init = await handler.initialize(ctx, query, type);
      const flow = await s.flows.create(ctx, handler.kind, type, init, returnTo);
      if (!ctx.json) return reply.redirect(s.flows.uiUrl(ctx, handler, flow.id), 303);
      return await responder.flow(ctx, handler, flow);
    } catch (error) {
      return responder.error(ctx, error, handler.kind);
    }
  };
  app.get(`${base}/browser`, create('browser'));
  app.get(`${base}/api`, create('api'));

  app.get(`${base}/flows`, async (request, reply) => {
    const ctx = await context(request, reply);
    ctx.json = true;
    try {
      const flow = await s.flows.load(queryOf(request).id, handler.kind);
      s.csrf.checkBrowser(flow, ctx.csrfSecret);
      await handler.authorizeFetch?.(ctx, flow);
      return await responder.flow(ctx, handler, flow);
    } catch (error) {
      return responder.error(ctx, error, handler.kind);
    }
  });

  app.post(base, { bodyLimit: SUBMIT_BODY_LIMIT }, async (request, reply) => {
    const ctx = await context(request, reply);
    try {
      const flow = await s.flows.load(queryOf(request).flow, handler.kind);
      if (flow.type === 'api') ctx.json = true;
      const form = readSubmittedForm(request.body);
      s.csrf.checkSubmission(flow, ctx.csrfSecret, form.csrf_token);
      return await responder.outcome(ctx, handler, await handler.submit(ctx, flow, form));
    } catch (error) {
      return responder.error(ctx, error, handler.kind);
    }
  });

  if (handler.kind === 'recovery' || handler.kind === 'verification') {
    // The emailed link carries the code: whoever holds it has proven the address, the CSRF check
    // adds nothing (and the link may be opened in another browser than the one that asked for it).
    app.get(base, async (request, reply) => {
      const ctx = await context(request, reply);
      try {
        const query = queryOf(request);
        const flow = await s.flows.load(query.flow, handler.kind);
        if (!query.code) return reply.redirect(s.flows.uiUrl(ctx, handler, flow.id), 303);
        return await responder.outcome(ctx, handler, await handler.submit(ctx, flow, { method: 'code', code: query.code }));
      } catch (error) {
        return responder.error(ctx, error, handler.kind);
      }
    });
  }
}
