import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WhoamiResponse, WhoamiUser } from '@vigil/domain';
import { http } from '../http-client.ts';
import { createQueryKeys } from '../query-keys.ts';

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  avatar?: string;
}

export interface WhoAmI {
  user: CurrentUser;
  roles: string[];
  permissions: unknown[];
  /** The backend address as the browser reached it. */
  hostname: string;
}

type WhoamiPayload = WhoamiResponse['payload'];

/** The server's answer (`@vigil/domain`), read defensively: whatever is missing gets a harmless default. */
interface WhoAmIAnswer {
  payload?: Partial<Omit<WhoamiPayload, 'user'>> & { user?: Partial<WhoamiUser> };
}

export const currentUserKeys = createQueryKeys('current-user');

export async function getCurrentUser(signal?: AbortSignal): Promise<WhoAmI> {
  const answer = await http.get<WhoAmIAnswer>('auth', '/whoami', { signal });
  const payload = answer?.payload ?? {};
  const user = payload.user ?? {};
  return {
    user: {
      id: String(user.id ?? ''),
      name: user.name ?? user.email ?? '',
      email: user.email ?? '',
      avatar: user.avatar || undefined,
    },
    roles: Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [],
    permissions: Array.isArray(payload.permissions) ? payload.permissions : [],
    hostname: typeof payload.hostname === 'string' ? payload.hostname : '',
  };
}

/** Roles are asked for afresh each time (spec 000 §6: cache time 0). */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserKeys.all,
    queryFn: ({ signal }) => getCurrentUser(signal),
    gcTime: 0,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
