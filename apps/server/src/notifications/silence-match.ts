import { evaluateCel } from '#src/expressions/cel-expression.ts';
import type { NotificationResource } from './notification-resource.repository.ts';
import type { SilenceRow } from './silence.repository.ts';

function resourceMatches(silence: SilenceRow, resource: NotificationResource): boolean | undefined {
  const { target } = resource;
  const inTree = (silenced: string, own: string | undefined): boolean =>
    own === silenced || (silence.recursive && target.ancestors.includes(silenced));
  const tests: boolean[] = [];
  if (silence.check_id) tests.push(target.checkId === silence.check_id);
  // A canary never sends on its own: its silence is about its checks.
  if (silence.canary_id) tests.push(target.canaryId === silence.canary_id);
  if (silence.config_id) tests.push(inTree(silence.config_id, target.configId));
  if (silence.component_id) tests.push(inTree(silence.component_id, target.componentId));
  if (tests.length === 0) return undefined;
  return tests.some(Boolean);
}

/**
 * Whether a silence in force covers the event's resource (decision 0070): by resource (the resource
 * itself, its children too when recursive; a canary's checks), and by its CEL filter over the same
 * variables as a notification's filter. A silence with both needs both; a filter that fails silences nothing.
 */
export function silenceCovers(silence: SilenceRow, resource: NotificationResource, env: Record<string, unknown>): boolean {
  const byResource = resourceMatches(silence, resource);
  if (byResource === false) return false;
  const filter = silence.filter?.trim();
  if (!filter) return byResource === true;
  try {
    return evaluateCel(filter, env) === true;
  } catch {
    return false;
  }
}
