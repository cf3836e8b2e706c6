import { useQuery } from '@tanstack/react-query';
import { CONNECTION_TYPES } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { NamedRef } from './notification.types.ts';
import { recipientKeys } from './notification-keys.ts';

/** As the other option lists of the app: the first 500 by name, the picker searches among them. */
const RECIPIENT_CHOICE_LIMIT = 500;

export interface ConnectionChoice {
  id: string;
  name: string;
  namespace: string | null;
  type: string;
}

/** People who can receive mail: not agents or token owners, not deleted. */
export async function listPeople(signal?: AbortSignal): Promise<NamedRef[]> {
  return http.get<NamedRef[]>('db', '/people', {
    query: postgrest().select('id,name').isNull('type').isNull('deleted_at').order('name', 'asc').limit(RECIPIENT_CHOICE_LIMIT),
    signal,
  });
}

export async function listTeams(signal?: AbortSignal): Promise<NamedRef[]> {
  return http.get<NamedRef[]>('db', '/teams', { query: postgrest().select('id,name').isNull('deleted_at').order('name', 'asc').limit(RECIPIENT_CHOICE_LIMIT), signal });
}

/** The types a notification can send through: a database or a cloud account cannot take a message. */
export const NOTIFICATION_CONNECTION_TYPES = CONNECTION_TYPES.filter((definition) => definition.group === 'notification').map((definition) => definition.type);

/** The connections a custom service may send through (spec 001 §4, Others). */
export async function listConnections(signal?: AbortSignal): Promise<ConnectionChoice[]> {
  return http.get<ConnectionChoice[]>('db', '/connections', {
    query: postgrest().select('id,name,namespace,type').in('type', NOTIFICATION_CONNECTION_TYPES).order('name', 'asc').limit(RECIPIENT_CHOICE_LIMIT),
    signal,
  });
}

export function usePeople(enabled: boolean) {
  return useQuery({ queryKey: recipientKeys.list('people'), queryFn: ({ signal }) => listPeople(signal), enabled });
}

export function useTeams(enabled: boolean) {
  return useQuery({ queryKey: recipientKeys.list('teams'), queryFn: ({ signal }) => listTeams(signal), enabled });
}

export function useConnections(enabled: boolean) {
  return useQuery({ queryKey: recipientKeys.list('connections'), queryFn: ({ signal }) => listConnections(signal), enabled });
}
