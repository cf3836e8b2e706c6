import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SecondFactorCheck } from '../auth/auth-contracts.ts';
import { IdentityError } from '../auth/identity/identity-error.ts';
import type { AppConfig } from '../config.ts';
import { backendAddress } from './backend-address.ts';
import { readCredentials } from './request-credentials.ts';

/**
 * A person with an authenticator app who signed in with the password alone holds an aal1 session,
 * which the API does not accept. Rather than 401 (sign in again), such a request is answered
 * `403 session_aal2_required` in Kratos's shape (spec 000 §8), so the web app goes to
 * `/login?aal=aal2`. Asked only once authentication has failed: a good request pays nothing for it.
 */
export class SecondFactorGate {
  constructor(
    private readonly sessions: SecondFactorCheck,
    private readonly config: Pick<AppConfig, 'publicUrl' | 'port'>,
  ) {}

  async replyIfDue(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const credentials = readCredentials(request.headers);
    if (credentials.kind !== 'session' || !(await this.sessions.secondFactorDue(credentials.token))) return undefined;
    const error = IdentityError.aal2Required(`${backendAddress(request, this.config)}/login?aal=aal2`);
    return reply.code(error.code).send(error.toEnvelope());
  }
}
