import { EMBEDDED_DATABASE_REFERENCE } from '#src/connections/embedded-database-reference.ts';
import type { DemoConfig } from '#src/modules/feature-module.ts';

export interface DemoPlaybook {
  name: string;
  title: string;
  category: string;
  icon: string;
  description: string;
  spec: Record<string, unknown>;
}

/** The address this server answers on from the machine itself (a wildcard HOST is reached at 127.0.0.1). */
function ownUrl(config: Pick<DemoConfig, 'host' | 'port'>): string {
  const host = config.host === '0.0.0.0' || config.host === '::' || config.host === '' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** The playbook the demo runs once at its first start, so the runs page has a finished run to show. */
export const FIRST_RUN_PLAYBOOK = 'inventory-census';

/** The demo's playbooks: written as users write them (bare specs, UI source), one of them needs approval. */
export function demoPlaybooks(config: Pick<DemoConfig, 'host' | 'port'>): DemoPlaybook[] {
  return [
    {
      name: 'restart-deployment',
      title: 'Restart deployment',
      category: 'Kubernetes',
      icon: 'kubernetes',
      description: 'Restarts the pods of a deployment (the demo echoes what it would run).',
      spec: {
        title: 'Restart deployment',
        category: 'Kubernetes',
        icon: 'kubernetes',
        description: 'Restarts the pods of a deployment (the demo echoes what it would run).',
        configs: [{ types: ['Kubernetes::Deployment'] }],
        parameters: [{ name: 'reason', label: 'Reason', type: 'text', default: 'Restarted {{.config.name}} from the catalog' }],
        actions: [
          {
            name: 'restart',
            exec: { script: 'echo "kubectl rollout restart deployment/{{.config.name}}: {{.params.reason}}"' },
          },
        ],
      },
    },
    {
      name: 'check-endpoint',
      title: 'Check endpoint',
      category: 'Diagnostics',
      icon: 'http',
      description: "Calls this server's own /healthz and expects 200.",
      spec: {
        title: 'Check endpoint',
        category: 'Diagnostics',
        icon: 'http',
        description: "Calls this server's own /healthz and expects 200.",
        actions: [{ name: 'healthz', http: { url: `${ownUrl(config)}/healthz`, method: 'GET', expectedStatus: [200] } }],
      },
    },
    {
      name: 'restart-failing-target',
      title: 'Restart failing target',
      category: 'Diagnostics',
      icon: 'tcp',
      description: "Restarts what the demo's failing-on-purpose check probes (the demo echoes what it would run).",
      spec: {
        title: 'Restart failing target',
        category: 'Diagnostics',
        icon: 'tcp',
        description: "Restarts what the demo's failing-on-purpose check probes (the demo echoes what it would run).",
        checks: [{ name: 'closed port' }],
        actions: [
          { name: 'restart', exec: { script: 'echo "systemctl restart the service behind {{.check.name}}"' } },
          { name: 'probe', exec: { script: 'echo "probing again after the restart"' } },
        ],
      },
    },
    {
      name: FIRST_RUN_PLAYBOOK,
      title: 'Inventory census',
      category: 'Diagnostics',
      icon: 'postgres',
      description: 'Counts the live canaries, checks, catalog items and components in the embedded database.',
      spec: {
        title: 'Inventory census',
        category: 'Diagnostics',
        icon: 'postgres',
        description: 'Counts the live canaries, checks, catalog items and components in the embedded database.',
        actions: [
          {
            name: 'count',
            sql: {
              connection: EMBEDDED_DATABASE_REFERENCE,
              query: [
                "SELECT 'canaries' AS kind, count(*) AS total FROM canaries WHERE deleted_at IS NULL",
                "UNION ALL SELECT 'checks', count(*) FROM checks WHERE deleted_at IS NULL",
                "UNION ALL SELECT 'config items', count(*) FROM config_items WHERE deleted_at IS NULL",
                "UNION ALL SELECT 'components', count(*) FROM components WHERE deleted_at IS NULL",
              ].join('\n'),
            },
          },
        ],
      },
    },
    {
      name: 'scale-with-approval',
      title: 'Scale deployment (needs approval)',
      category: 'Kubernetes',
      icon: 'kubernetes',
      description: 'Scales a deployment once the demo admin or editor approves; shows a parameter of each common type.',
      spec: {
        title: 'Scale deployment (needs approval)',
        category: 'Kubernetes',
        icon: 'kubernetes',
        description: 'Scales a deployment once the demo admin or editor approves; shows a parameter of each common type.',
        configs: [{ types: ['Kubernetes::Deployment'] }],
        approval: { approvers: { people: ['admin@demo.local', 'editor@demo.local'] } },
        parameters: [
          { name: 'replicas', label: 'Replicas', type: 'text', required: true, default: '2', properties: { min: 0, max: 10 } },
          { name: 'release', label: 'Release name', type: 'text', default: '{{.config.name}}', properties: { format: 'dns1123', maxLength: 63 } },
          { name: 'dry_run', label: 'Dry run', type: 'checkbox', default: 'true' },
          { name: 'strategy', label: 'Strategy', type: 'list', default: 'rolling', properties: { options: [{ label: 'Rolling', value: 'rolling' }, { label: 'Recreate', value: 'recreate' }] } },
          { name: 'memory', label: 'Memory limit', type: 'bytes', default: '512Mi' },
          { name: 'cpu', label: 'CPU limit', type: 'millicores', default: '500m' },
          { name: 'notes', label: 'Notes', type: 'text', properties: { multiline: true } },
          { name: 'overrides', label: 'Values', type: 'code', default: 'replicaCount: 2\n', properties: { language: 'yaml' } },
          { name: 'owner', label: 'Owner', type: 'people' },
        ],
        actions: [
          {
            name: 'scale',
            exec: { script: 'echo "scale deployment/{{.config.name}} to {{.params.replicas}} ({{.params.strategy}}, dry run {{.params.dry_run}})"' },
          },
        ],
      },
    },
  ];
}
