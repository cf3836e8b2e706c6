/**
 * The most a snapshot holds of each section (decision 0054): enough for an investigation, small
 * enough to build in memory. A section cut short says so in `snapshot.json` and on its items.
 */
export const SNAPSHOT_LIMITS = {
  components: 1000,
  checks: 200,
  statusesPerCheck: 100,
  configs: 200,
  relatedConfigs: 200,
  changesPerConfig: 100,
  insightsPerConfig: 50,
  logLines: 1000,
} as const;
