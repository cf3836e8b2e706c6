import type { ComponentStatus, ComponentSummary, CountsByTypeAndSeverity } from '@vigil/domain';

/** How many inputs of a component are in each health. */
export type HealthTally = Record<ComponentStatus, number>;

export interface ChildRollup {
  status: string;
  summary: ComponentSummary | null;
  /** Whether the child has live children of its own (otherwise it counts as a leaf). */
  hasChildren: boolean;
}

export interface TypeSeverityCount {
  type: string;
  severity: string;
  count: number;
}

/** What a component's status and summary are computed from. */
export interface RollupInputs {
  /** The status it has now: what its topology declared, or its last roll-up. */
  status: string;
  /** Linked checks by status (`unknown` for one that never ran). */
  checks: Record<string, number>;
  /** Linked configs by health. */
  configs: Record<string, number>;
  children: readonly ChildRollup[];
  insights: readonly TypeSeverityCount[];
  incidents: readonly TypeSeverityCount[];
}

export interface RollupResult {
  status: string;
  summary: ComponentSummary;
}

export function asHealth(value: string | null | undefined): ComponentStatus {
  return value === 'healthy' || value === 'unhealthy' || value === 'warning' ? value : 'unknown';
}

export function emptyTally(): HealthTally {
  return { healthy: 0, unhealthy: 0, warning: 0, unknown: 0 };
}

/**
 * The status of a set of inputs (decision 0050): healthy and unhealthy together make warning (as
 * the established product); otherwise unhealthy, then warning, wins; unknown beside healthy is
 * counted with warning (spec 002), and only unknown inputs leave the component unknown.
 */
export function statusOf(tally: HealthTally): ComponentStatus | undefined {
  const { healthy, unhealthy, warning, unknown } = tally;
  if (healthy + unhealthy + warning + unknown === 0) return undefined;
  if (unhealthy > 0) return healthy > 0 ? 'warning' : 'unhealthy';
  if (warning > 0) return 'warning';
  if (healthy > 0) return unknown > 0 ? 'warning' : 'healthy';
  return 'unknown';
}

/** Severity low is counted as medium in every summary (spec 002). */
export function summarySeverity(severity: string | null | undefined): string {
  if (!severity) return 'info';
  return severity === 'low' ? 'medium' : severity;
}

function addNested(into: CountsByTypeAndSeverity, type: string, severity: string, count: number): void {
  const byType = (into[type] ??= {});
  byType[severity] = (byType[severity] ?? 0) + count;
}

function addCounts(into: Record<string, number>, from: Readonly<Record<string, number>>): void {
  for (const [key, count] of Object.entries(from)) into[key] = (into[key] ?? 0) + count;
}

/** A component's status and summary from its inputs; a component without inputs keeps its status. */
export function rollUp(inputs: RollupInputs): RollupResult {
  const tally = emptyTally();
  for (const [status, count] of Object.entries(inputs.checks)) tally[asHealth(status)] += count;
  for (const [health, count] of Object.entries(inputs.configs)) tally[asHealth(health)] += count;
  for (const child of inputs.children) tally[asHealth(child.status)] += 1;
  const status = statusOf(tally) ?? inputs.status;

  const summary: ComponentSummary = { ...emptyTally(), checks: { ...inputs.checks }, insights: {}, incidents: {} };
  for (const insight of inputs.insights) addNested(summary.insights, insight.type, summarySeverity(insight.severity), insight.count);
  for (const incident of inputs.incidents) addNested(summary.incidents, incident.type, incident.severity, incident.count);

  if (inputs.children.length === 0) summary[asHealth(status)] = 1;
  for (const child of inputs.children) {
    const own = child.summary;
    if (!child.hasChildren || !own) summary[asHealth(child.status)] += 1;
    else for (const key of ['healthy', 'unhealthy', 'warning', 'unknown'] as const) summary[key] += own[key] ?? 0;
    if (!own) continue;
    addCounts(summary.checks, own.checks ?? {});
    for (const [type, bySeverity] of Object.entries(own.insights ?? {})) {
      for (const [severity, count] of Object.entries(bySeverity)) addNested(summary.insights, type, severity, count);
    }
    for (const [type, bySeverity] of Object.entries(own.incidents ?? {})) {
      for (const [severity, count] of Object.entries(bySeverity)) addNested(summary.incidents, type, severity, count);
    }
  }
  return { status, summary };
}
