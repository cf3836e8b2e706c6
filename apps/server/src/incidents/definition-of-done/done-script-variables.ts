import type { PendingDoneScript } from './definition-of-done.repository.ts';

/**
 * What a definition-of-done script sees (decision 0035). Times are RFC 3339 text for CEL's
 * `timestamp()`, spans are duration text for `duration()`. A variable is present only when the
 * evidence links its subject: `check`, `analysis` (config analysis, an insight), `component`,
 * `config` (the evidence's config item, or the analysis's).
 */
export function doneScriptVariables(pending: PendingDoneScript, now: Date): Record<string, unknown> {
  const variables: Record<string, unknown> = {
    now: now.toISOString(),
    evidence: { id: pending.evidenceId, type: pending.evidenceType, description: pending.description ?? '' },
  };
  const { check, analysis, component, config } = pending;
  if (check) {
    const healthy = check.status === 'healthy';
    variables.check = {
      id: check.id,
      name: check.name,
      type: check.type,
      status: check.status ?? '',
      healthy,
      deleted: check.deleted,
      last_transition_time: isoOrEmpty(check.lastTransitionTime),
      last_runtime: isoOrEmpty(check.lastRuntime),
      healthy_for: durationText(healthy ? since(check.lastTransitionTime, now) : 0),
    };
  }
  if (analysis) {
    variables.analysis = {
      id: analysis.id,
      status: analysis.status,
      resolved: analysis.status === 'resolved',
      severity: analysis.severity ?? '',
      analysis_type: analysis.analysisType ?? '',
      analyzer: analysis.analyzer,
      message: analysis.message ?? '',
      first_observed: analysis.firstObserved.toISOString(),
      last_observed: isoOrEmpty(analysis.lastObserved),
    };
  }
  if (component) {
    variables.component = {
      id: component.id,
      name: component.name,
      type: component.type ?? '',
      status: component.status,
      health: component.health ?? '',
      healthy: component.health === 'healthy',
      status_reason: component.statusReason ?? '',
      deleted: component.deleted,
    };
  }
  if (config) {
    variables.config = {
      id: config.id,
      name: config.name ?? '',
      type: config.type ?? '',
      status: config.status ?? '',
      health: config.health ?? '',
      healthy: config.health === 'healthy',
      deleted: config.deleted,
    };
  }
  return variables;
}

function since(start: Date | null, now: Date): number {
  return start === null ? 0 : Math.max(0, now.getTime() - start.getTime());
}

/** Whole seconds as CEL duration text: `duration(check.healthy_for) >= duration('5m')`. */
function durationText(milliseconds: number): string {
  return `${Math.floor(milliseconds / 1000)}s`;
}

function isoOrEmpty(time: Date | null): string {
  return time === null ? '' : time.toISOString();
}
