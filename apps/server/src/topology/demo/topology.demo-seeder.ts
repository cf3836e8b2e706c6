import type { Queryable } from '#src/db/db.ts';
import type { DemoSeeder } from '#src/demo/demo-seeder.ts';
import { evaluateExpression } from '#src/expressions/evaluate-expression.ts';
import { CheckSelectionRepository } from '#src/selectors/check-selection.repository.ts';
import { ComponentSelectionRepository } from '#src/selectors/component-selection.repository.ts';
import { ConfigItemSelectionRepository } from '#src/selectors/config-item-selection.repository.ts';
import { ComponentWriterRepository } from '../build/component-writer.repository.ts';
import { TopologyBuilder } from '../build/topology-builder.ts';
import type { TopologySources } from '../build/topology-sources.ts';
import { parseTopologySpec } from '../spec/parse-topology-spec.ts';
import { DEMO_TOPOLOGY_NAMESPACE, demoTopologies } from './demo-topologies.ts';

/** What a run reads, inside the demo's transaction. */
function sourcesIn(tx: Queryable, topologyId: string): TopologySources {
  const configs = new ConfigItemSelectionRepository(tx);
  const checks = new CheckSelectionRepository(tx);
  const components = new ComponentSelectionRepository(tx);
  return {
    configs: (selectors) => configs.select(selectors),
    checks: (selectors) => checks.select(selectors),
    components: (selectors) => components.select(selectors, { excludeTopology: topologyId }),
    evaluate: evaluateExpression,
  };
}

/**
 * The demo topologies in the `demo` namespace (no source, so they can be edited like any topology),
 * each built once while seeding so that `/topology` has its cards before the scheduler's first run;
 * their links to checks and catalog items come with the runs after the canaries and scrapers ran.
 */
export const topologyDemoSeeder: DemoSeeder = {
  name: 'topology',
  async seed(tx) {
    for (const topology of demoTopologies()) {
      const { rows } = await tx.query<{ id: string; agent_id: string }>(
        'INSERT INTO topologies (name, namespace, spec) VALUES ($1, $2, $3::jsonb) RETURNING id, agent_id',
        [topology.name, DEMO_TOPOLOGY_NAMESPACE, JSON.stringify(topology.spec)],
      );
      const { id, agent_id: agentId } = rows[0]!;
      const built = await new TopologyBuilder(sourcesIn(tx, id)).build({ name: topology.name, namespace: DEMO_TOPOLOGY_NAMESPACE }, parseTopologySpec(topology.spec));
      await new ComponentWriterRepository(tx).write({ id, agentId }, built.root);
    }
  },
};
