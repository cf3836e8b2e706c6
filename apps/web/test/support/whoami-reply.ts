import type { Reply } from './fake-server.ts';

/** The signed-in user's whoami answer with these roles. */
export function whoami(roles: string[], id = '01900000-0000-7000-8000-0000000000aa'): Reply {
  return { body: { payload: { user: { id, name: 'Ada Admin', email: 'ada@example.com' }, roles, permissions: [], hostname: 'http://localhost' } } };
}
