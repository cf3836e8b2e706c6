import type { PermissionRule } from './rbac.ts';

/** The person behind the caller, as `GET /api/auth/whoami` names them. */
export interface WhoamiUser {
  id: string;
  name: string;
  email: string | null;
  avatar: string | null;
}

/** `GET /api/auth/whoami`: the caller, their roles (read afresh on every call) and permissions, and the backend address. */
export interface WhoamiResponse {
  message: string;
  payload: {
    user: WhoamiUser;
    roles: string[];
    /** Grants beyond the roles and denials, each on a resource (or every one, '*'). */
    permissions: PermissionRule[];
    /** The backend address as the browser reached it. */
    hostname: string;
  };
}
