import type { ScheduledKind } from '#src/jobs/resource-scheduler.service.ts';
import { nextSpreadRun, parseSchedule } from '#src/jobs/schedule.ts';
import type { TopologySpec } from './spec/topology-spec.types.ts';
import { TOPOLOGY_RUN_JOB, type TopologyRunService } from './topology-run.service.ts';
import { topologyRecordOf, type TopologyDbRow, type TopologyRecord } from './topology.repository.ts';

/** A topology whose spec and row name no schedule is built this often (canary-checker's default). */
export const DEFAULT_TOPOLOGY_SCHEDULE = '@every 5m';

/** The next run by the spec's schedule (else the row's, else every 5 minutes), an interval one on the topology's own slot. */
export function nextTopologyRun(topology: TopologyRecord, now: Date, parseSpec: (raw: unknown) => TopologySpec): Date {
  let text = topology.schedule ?? DEFAULT_TOPOLOGY_SCHEDULE;
  try {
    text = parseSpec(topology.spec).schedule ?? text;
    return nextSpreadRun(parseSchedule(text), now, topology.id);
  } catch {
    // A spec that cannot be read (its run says why) is tried again at the default.
    return nextSpreadRun(parseSchedule(DEFAULT_TOPOLOGY_SCHEDULE), now, topology.id);
  }
}

/** Topologies as the generic resource scheduler sees them. */
export function topologyScheduledKind(runs: TopologyRunService, parseSpec: (raw: unknown) => TopologySpec): ScheduledKind<TopologyRecord> {
  return {
    type: 'topology',
    jobName: TOPOLOGY_RUN_JOB,
    skipReason: 'the previous run of this topology had not finished',
    recordOf: (row) => topologyRecordOf(row as TopologyDbRow),
    nextRunAfter: (topology, now) => nextTopologyRun(topology, now, parseSpec),
    run: async (topology, { signal }) => (await runs.run(topology, { signal })) === undefined,
  };
}
