import { RESPONDER_FIELD_SETS, type ResponderField } from './responder-kinds.ts';
import type { TeamResponderClient } from './team-responder-clients.ts';

export const INVALID_VALUE = 'Please provide valid value';

/** The instance a Jira or Planner responder goes through: the team's own client, named by the team id. */
export const INSTANCE_FIELD = 'instance';

const WITH_INSTANCE: Readonly<Record<string, string>> = { jira: 'Jira Instance', ms_planner: 'Instance' };

/** Fields emptied when another changes (spec 002 §5). */
const CLEARS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  jira: { [INSTANCE_FIELD]: ['project', 'issueType'], project: ['issueType'] },
  ms_planner: { plan_id: ['bucket_id'] },
};

/** Fields enabled only once another has a value (spec 002 §5). */
const NEEDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  jira: { project: INSTANCE_FIELD, issueType: 'project', priority: 'project' },
};

export const PRIORITY_CHOICES: Readonly<Record<string, readonly string[]>> = {
  jira: ['Highest', 'High', 'Medium', 'Low', 'Lowest'],
  ms_planner: ['urgent', 'important', 'medium', 'low'],
};

/** The fields of a kind's details form, the instance first where the kind has one. */
export function formFieldsOf(kind: string): ResponderField[] {
  const instance = WITH_INSTANCE[kind];
  return [...(instance ? [{ name: INSTANCE_FIELD, label: instance }] : []), ...(RESPONDER_FIELD_SETS[kind] ?? [])];
}

/** The form's first values: the team's locked values, and the team's own instance already chosen. */
export function initialFields(kind: string, teamId: string, client: TeamResponderClient): Record<string, string> {
  return { ...(WITH_INSTANCE[kind] ? { [INSTANCE_FIELD]: teamId } : {}), ...client.values };
}

export function isLocked(name: string, client: TeamResponderClient): boolean {
  return client.values[name] !== undefined;
}

/** Whether a field may be edited yet: locked fields never, dependent ones once what they need is set. */
export function isEnabled(kind: string, name: string, fields: Readonly<Record<string, string>>, client: TeamResponderClient): boolean {
  if (isLocked(name, client)) return false;
  const needed = NEEDS[kind]?.[name];
  return needed === undefined || (fields[needed] ?? '').trim() !== '';
}

/** The fields after one changed, with the ones that depend on it cleared (unless the team locks them). */
export function changeField(kind: string, fields: Readonly<Record<string, string>>, name: string, value: string, client: TeamResponderClient): Record<string, string> {
  const next = { ...fields, [name]: value };
  if (fields[name] === value) return next;
  for (const cleared of CLEARS[kind]?.[name] ?? []) if (!isLocked(cleared, client)) next[cleared] = '';
  return next;
}

/**
 * The fields still to fill: every field is required, but one the team fills (a locked value, or a
 * default the server templates when the form leaves it empty) is already provided.
 */
export function missingFields(kind: string, fields: Readonly<Record<string, string>>, client: TeamResponderClient): string[] {
  return formFieldsOf(kind)
    .map((field) => field.name)
    .filter((name) => (fields[name] ?? '').trim() === '' && client.defaults[name] === undefined && client.values[name] === undefined);
}

/** What the responder row's properties carry: the kind and every filled field, not the instance. */
export function responderProperties(kind: string, fields: Readonly<Record<string, string>>): Record<string, string> {
  const properties: Record<string, string> = { responderType: kind };
  for (const [name, value] of Object.entries(fields)) if (name !== INSTANCE_FIELD && value.trim() !== '') properties[name] = value.trim();
  return properties;
}
