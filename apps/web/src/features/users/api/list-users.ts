import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { userKeys } from './user-keys.ts';

interface IdentityRow {
  id: string;
  traits?: { name?: { first?: string; last?: string }; email?: string } | null;
  state?: string | null;
  created_at?: string | null;
  state_changed_at?: string | null;
  updated_at?: string | null;
  /** The person behind the identity (`person:people(last_login)`); its first sign-in is the end of the registration. */
  person?: { last_login: string | null } | null;
}

/** 'invited' is an active identity whose person has never signed in: invited, not registered yet. */
export type UserState = 'active' | 'inactive' | 'invited' | (string & {});

export interface PersonRoles {
  id: string;
  name: string | null;
  email: string | null;
  roles: string[] | null;
}

export interface User {
  id: string;
  firstName: string;
  lastName: string;
  /** First and last name, or the email when the identity has no name. */
  name: string;
  email: string;
  state: UserState;
  roles: string[];
  created_at: string | null;
  state_changed_at: string | null;
  updated_at: string | null;
}

export async function getPeopleRoles(ids: readonly string[], signal?: AbortSignal): Promise<PersonRoles[]> {
  if (ids.length === 0) return [];
  return http.get<PersonRoles[]>('db', '/people_roles', {
    query: postgrest().select('id,name,email,roles').in('id', ids),
    signal,
  });
}

/** Registering through an invitation signs the person in, so an invited person without a sign-in has not registered yet. */
function stateOf(identity: IdentityRow): UserState {
  const state = identity.state ?? '';
  return state === 'active' && !identity.person?.last_login ? 'invited' : state;
}

function toUser(identity: IdentityRow, roles: readonly string[]): User {
  const firstName = identity.traits?.name?.first?.trim() ?? '';
  const lastName = identity.traits?.name?.last?.trim() ?? '';
  const email = identity.traits?.email ?? '';
  return {
    id: identity.id,
    firstName,
    lastName,
    name: [firstName, lastName].filter(Boolean).join(' ') || email,
    email,
    state: stateOf(identity),
    roles: [...roles],
    created_at: identity.created_at ?? null,
    state_changed_at: identity.state_changed_at ?? null,
    updated_at: identity.updated_at ?? null,
  };
}

/** Identities with the roles each person holds (two calls: identities, then people_roles). */
export async function listUsers(signal?: AbortSignal): Promise<User[]> {
  const identities = await http.get<IdentityRow[]>('db', '/identities', {
    query: postgrest().select('id,traits,state,created_at,state_changed_at,updated_at,person:people(last_login)').order('created_at', 'desc'),
    signal,
  });
  const roles = await getPeopleRoles(
    identities.map((identity) => identity.id),
    signal,
  );
  const rolesById = new Map(roles.map((person) => [person.id, person.roles ?? []]));
  return identities.map((identity) => toUser(identity, rolesById.get(identity.id) ?? []));
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: userKeys.lists(), queryFn: ({ signal }) => listUsers(signal) });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
