import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../rbac/request-caller.ts';
import { requireAccess } from '../rbac/require-access.ts';
import { readInvite, readPersonId, readRoleReplacement, readRoles, readUpdate } from './user-input.ts';
import type { UserService } from './user.service.ts';

export interface UserRoutesOptions {
  users: UserService;
}

/** Invite, roles, update and delete of users (spec 001 §2.11, CONTRACT §3). */
export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (app, { users }) => {
  app.post('/api/auth/invite_user', { preHandler: requireAccess('identities', 'write') }, async (request, reply) => {
    const input = readInvite(request.body);
    const user = await users.invite(input, callerOf(request));
    return reply.code(201).send({ message: `${user.name} invited successfully`, payload: user });
  });

  app.post<{ Params: { id: string } }>('/api/rbac/:id/update_role', { preHandler: requireAccess('rbac', 'write') }, async (request) => {
    const personId = readPersonId(request.params.id);
    const roles = readRoles(request.body);
    const payload = readRoleReplacement(request.body)
      ? await users.replaceRoles(personId, roles, callerOf(request))
      : await users.addRoles(personId, roles, callerOf(request));
    return { message: 'Roles updated successfully', payload };
  });

  app.post('/api/people/update', { preHandler: requireAccess('identities', 'write') }, async (request) => {
    const user = await users.update(readUpdate(request.body));
    return { message: `${user.name} updated successfully`, payload: user };
  });

  app.delete<{ Params: { id: string } }>('/api/people/:id', { preHandler: requireAccess('identities', 'write') }, async (request) => {
    const person = await users.remove(readPersonId(request.params.id), callerOf(request));
    return { message: 'user deleted successfully', payload: { id: person.id, name: person.name } };
  });
};
