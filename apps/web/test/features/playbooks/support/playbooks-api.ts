import type { FakeServer } from '#test/support/fake-server.ts';
import { whoami } from '#test/support/whoami-reply.ts';

export const RESTART = {
  id: '01900000-0000-7000-8000-000000000501',
  name: 'Restart pod',
  title: 'Restart pod',
  icon: 'kubernetes',
  description: 'Deletes the pod so its deployment starts a new one',
  category: 'Kubernetes',
  source: 'UI',
  spec: { category: 'Kubernetes', description: 'Deletes the pod so its deployment starts a new one', actions: [{ name: 'delete', exec: { script: 'kubectl delete pod' } }] },
  created_at: '2025-03-01T08:00:00Z',
};
export const SCALE = { ...RESTART, id: '01900000-0000-7000-8000-000000000502', name: 'Scale up', title: 'Scale up', description: null };
export const VACUUM = { ...RESTART, id: '01900000-0000-7000-8000-000000000503', name: 'vacuum', title: null, category: null, spec: { actions: [] }, description: null, icon: null };
export const FROM_GIT = { ...RESTART, id: '01900000-0000-7000-8000-000000000504', name: 'Rotate keys', title: 'Rotate keys', category: 'Security', source: 'gitops/keys' };

export const PLAYBOOKS = [RESTART, SCALE, VACUUM, FROM_GIT];

/** The signed-in user with these roles, the feature flags (all on) and the playbooks. */
export function servePlaybooks(api: FakeServer, rows: object[] = PLAYBOOKS, roles = ['admin']): FakeServer {
  return api.on('GET', '/api/auth/whoami', whoami(roles)).on('GET', '/api/properties', { body: [] }).on('GET', '/api/db/playbooks', { body: rows });
}
