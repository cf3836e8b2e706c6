import type { WhoamiResponse } from '@vigil/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.ts';
import { backendAddress } from '../rbac/backend-address.ts';
import { callerOf } from '../rbac/request-caller.ts';
import type { UserService } from './user.service.ts';

export interface WhoamiRoutesOptions {
  users: UserService;
  config: AppConfig;
}

/** GET /api/auth/whoami: the caller, their roles (fresh on every call) and permissions, and the backend address. */
export const whoamiRoutes: FastifyPluginAsync<WhoamiRoutesOptions> = async (app, { users, config }) => {
  app.get('/api/auth/whoami', { schema: { summary: 'The caller, their roles and permissions, and the backend address' } }, async (request, reply) => {
    const caller = callerOf(request);
    const user = await users.profile(caller.personId);
    const answer: WhoamiResponse = {
      message: 'success',
      payload: {
        user,
        roles: caller.roles,
        permissions: caller.permissions,
        hostname: backendAddress(request, config),
      },
    };
    return reply.header('cache-control', 'no-store').send(answer);
  });
};
