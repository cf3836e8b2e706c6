import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { UserService } from '../users/user.service.ts';
import { backendAddress } from './backend-address.ts';
import { callerOf } from './request-caller.ts';

export interface WhoamiRoutesOptions {
  users: UserService;
  config: AppConfig;
}

/** GET /api/auth/whoami: the caller, their roles (fresh on every call) and permissions, and the backend address. */
export const whoamiRoutes: FastifyPluginAsync<WhoamiRoutesOptions> = async (app, { users, config }) => {
  app.get('/api/auth/whoami', async (request, reply) => {
    const caller = callerOf(request);
    const user = await users.profile(caller.personId);
    return reply.header('cache-control', 'no-store').send({
      message: 'success',
      payload: {
        user,
        roles: caller.roles,
        permissions: caller.permissions,
        hostname: backendAddress(request, config),
      },
    });
  });
};
