import type { JobStatus } from '@vigil/domain';
import type { Db } from '#src/db/db.ts';
import { evaluateExpression } from '#src/expressions/evaluate-expression.ts';
import { JobHistoryRepository } from '#src/jobs/job-history.repository.ts';
import { CheckSelectionRepository } from '#src/selectors/check-selection.repository.ts';
import { ComponentSelectionRepository } from '#src/selectors/component-selection.repository.ts';
import { ConfigItemSelectionRepository } from '#src/selectors/config-item-selection.repository.ts';
import { ComponentWriterRepository } from './build/component-writer.repository.ts';
import { TopologyBuilder } from './build/topology-builder.ts';
import type { TopologySources } from './build/topology-sources.ts';
import { parseTopologySpec } from './spec/parse-topology-spec.ts';
import type { TopologySpec } from './spec/topology-spec.types.ts';
import type { TopologyRecord } from './topology.repository.ts';

/** The `job_history.name` of a topology's runs. */
export const TOPOLOGY_RUN_JOB = 'TopologyRun';

export interface TopologyRunOutcome {
  jobId: string;
  status: JobStatus;
  /** Components written. */
  components: number;
  /** Components soft-deleted because the run no longer produced them. */
  deleted: number;
  errors: string[];
  durationMillis: number;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The sources of a topology run: this database's catalog, checks and other topologies' components. */
export function databaseSources(db: Db, topologyId: string): TopologySources {
  const configs = new ConfigItemSelectionRepository(db);
  const checks = new CheckSelectionRepository(db);
  const components = new ComponentSelectionRepository(db);
  return {
    configs: (selectors) => configs.select(selectors),
    checks: (selectors) => checks.select(selectors),
    components: (selectors) => components.select(selectors, { excludeTopology: topologyId }),
    evaluate: evaluateExpression,
  };
}

/**
 * Runs a topology: reads its spec, builds its components and writes them, and records the run in
 * job_history: SUCCESS, WARNING when parts could not be built as written (each named in
 * `details.errors`), FAILED when the spec is invalid or the components could not be written.
 */
export class TopologyRunService {
  constructor(
    private readonly db: Db,
    private readonly hostname: string,
    private readonly parseSpec: (raw: unknown) => TopologySpec = parseTopologySpec,
  ) {}

  async run(topology: TopologyRecord, options: { signal?: AbortSignal | undefined } = {}): Promise<TopologyRunOutcome | undefined> {
    const timeStart = new Date();
    let spec: TopologySpec;
    try {
      spec = this.parseSpec(topology.spec);
    } catch (error) {
      return this.record(topology, timeStart, { status: 'FAILED', components: 0, deleted: 0, errors: [`invalid spec: ${reasonOf(error)}`] });
    }
    try {
      const built = await new TopologyBuilder(databaseSources(this.db, topology.id)).build({ name: topology.name, namespace: topology.namespace }, spec);
      // The server is stopping: nothing is written, the next server builds it again.
      if (options.signal?.aborted) return undefined;
      const written = await this.db.transaction((tx) => new ComponentWriterRepository(tx).write(topology, built.root));
      return this.record(topology, timeStart, { status: built.problems.length > 0 ? 'WARNING' : 'SUCCESS', ...written, errors: built.problems });
    } catch (error) {
      return this.record(topology, timeStart, { status: 'FAILED', components: 0, deleted: 0, errors: [reasonOf(error)] });
    }
  }

  private async record(topology: TopologyRecord, timeStart: Date, outcome: Omit<TopologyRunOutcome, 'jobId' | 'durationMillis'>): Promise<TopologyRunOutcome> {
    const timeEnd = new Date();
    const jobId = await new JobHistoryRepository(this.db).insert({
      name: TOPOLOGY_RUN_JOB,
      resourceType: 'topology',
      resourceId: topology.id,
      status: outcome.status,
      successCount: outcome.components,
      errorCount: outcome.errors.length,
      details: { components: outcome.components, deleted: outcome.deleted, ...(outcome.errors.length > 0 ? { errors: outcome.errors } : {}) },
      hostname: this.hostname,
      timeStart,
      timeEnd,
      agentId: topology.agentId,
    });
    return { ...outcome, jobId, durationMillis: timeEnd.getTime() - timeStart.getTime() };
  }
}
