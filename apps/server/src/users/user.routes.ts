import type { FastifyPluginAsync } from 'fastify';
import { withRouteSchemas } from '../http/route-schema.ts';
import { callerOf } from '../rbac/request-caller.ts';
import { requireAccess } from '../rbac/require-access.ts';
import { inviteBody, personIdParams, roleChangeBody, updateBody } from './user-input.ts';
import type { UserService } from './user.service.ts';

export interface UserRoutesOptions {
  users: UserService;
}

/** Invite, roles, update and delete of users (spec 001 §2.11, CONTRACT §3). */
export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (plugin, { users }) => {
  const app = withRouteSchemas(plugin);
  const canWriteIdentities = requireAccess('identities', 'write');

  app.post(
    '/api/auth/invite_user',
    { schema: { summary: 'Invite a person by email, with a role', body: inviteBody, successStatus: 201 }, preValidation: canWriteIdentities },
    async (request, reply) => {
      const user = await users.invite(request.body, callerOf(request));
      return reply.code(201).send({ message: `${user.name} invited successfully`, payload: user });
    },
  );

  app.post(
    '/api/rbac/:id/update_role',
    { schema: { summary: "Add roles to a person, or replace their roles", params: personIdParams, body: roleChangeBody }, preValidation: requireAccess('rbac', 'write') },
    async (request) => {
      const { roles, replace } = request.body;
      const personId = request.params.id;
      const payload = replace === true ? await users.replaceRoles(personId, roles, callerOf(request)) : await users.addRoles(personId, roles, callerOf(request));
      return { message: 'Roles updated successfully', payload };
    },
  );

  app.post('/api/people/update', { schema: { summary: "Change a person's name and email", body: updateBody }, preValidation: canWriteIdentities }, async (request) => {
    const user = await users.update(request.body);
    return { message: `${user.name} updated successfully`, payload: user };
  });

  app.delete('/api/people/:id', { schema: { summary: 'Delete a person (soft), ending their sessions and tokens', params: personIdParams }, preValidation: canWriteIdentities }, async (request) => {
    const person = await users.remove(request.params.id, callerOf(request));
    return { message: 'user deleted successfully', payload: { id: person.id, name: person.name } };
  });
};
