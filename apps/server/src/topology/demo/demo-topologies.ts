import { catalogTopologyTemplate } from '../templates/catalog-topology.template.ts';

/** The namespace of the demo's topologies, as of its canaries and scrapers. */
export const DEMO_TOPOLOGY_NAMESPACE = 'demo';
/** The namespace the demo canaries live in (the health module's demo). */
const DEMO_CANARIES_NAMESPACE = 'demo';
/** The cluster name the catalog's demo scraper gives the recorded cluster. */
const DEMO_CLUSTER_NAME = 'demo';
/** Often enough that the links to the checks and the catalog appear soon after their first runs. */
const DEMO_SCHEDULE = '@every 1m';

/** The checks of one demo canary, by the canary's name. */
const checksOf = (canary: string) => ({ selector: { namespace: DEMO_CANARIES_NAMESPACE, fieldSelector: `canary_name=${canary}` } });

/**
 * The demo topologies: this server with its database (the demo canaries' checks linked, its own
 * log as its logs) and the machine it runs on, and the recorded cluster from the catalog template.
 */
export function demoTopologies(): { name: string; spec: Record<string, unknown> }[] {
  return [
    {
      name: 'vigil',
      spec: {
        schedule: DEMO_SCHEDULE,
        type: 'Application',
        icon: 'server',
        text: 'Vigil',
        tooltip: 'This server, its database and the machine it runs on, watched by the demo canaries',
        components: [
          {
            name: 'vigil-server',
            type: 'Server',
            icon: 'server',
            description: 'This server: its API and web app',
            checks: [checksOf('vigil-server')],
            logs: [{ name: 'server', type: 'server' }],
            components: [
              {
                name: 'vigil-database',
                type: 'Database',
                icon: 'postgres',
                description: "This server's own database",
                checks: [checksOf('vigil-database')],
              },
            ],
          },
          {
            name: 'local-machine',
            type: 'Server',
            icon: 'server',
            description: 'The machine this server runs on (one of its checks fails on purpose)',
            checks: [checksOf('local-machine'), checksOf('fails-on-purpose')],
          },
        ],
      },
    },
    { name: 'demo-cluster', spec: { schedule: DEMO_SCHEDULE, ...catalogTopologyTemplate({ clusterName: DEMO_CLUSTER_NAME }) } },
  ];
}
