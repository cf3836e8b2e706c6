import type { NotificationResourceKind } from './notification-events.ts';

const SAMPLE_MESSAGE = 'This is a test notification sent from Vigil.';

/** What a test send renders instead of a real resource: one invented resource of each kind. */
export function sampleEnv(kind: NotificationResourceKind): Record<string, unknown> {
  switch (kind) {
    case 'check':
      return {
        check: { id: null, name: 'sample-check', type: 'http', status: 'unhealthy', labels: {}, message: SAMPLE_MESSAGE, error: null },
        canary: { id: null, name: 'sample-canary', namespace: 'default', labels: {} },
      };
    case 'config':
      return { config: { id: null, name: 'sample-config', type: 'Kubernetes::Pod', config_class: 'Pod', status: 'Running', health: 'unhealthy', labels: {}, tags: {} } };
    case 'component':
      return { component: { id: null, name: 'sample-component', type: 'Service', status: 'unhealthy', status_reason: SAMPLE_MESSAGE, health: 'unhealthy', labels: {} } };
    case 'approval':
      return { approval: { id: null, approver: 'Sample Approver' }, run: { id: 'sample-run', status: 'waiting_approval' }, playbook: { id: null, name: 'sample-playbook' } };
    case 'playbook':
      return { playbook: { id: null, name: 'sample-playbook', approval: '{"approvers":{"people":["sample@example.com"]}}' } };
  }
}
