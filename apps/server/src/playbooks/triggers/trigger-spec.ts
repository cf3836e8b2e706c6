import { isPlainObject } from '#src/spec/spec-reader.ts';
import type { PlaybookResourceKind } from '../playbook-resource.repository.ts';

/** One event trigger of a playbook: the queue event it waits for, and what the resource must be. */
export interface EventTrigger {
  /** The full queue event name, e.g. `check.failed`, `config.updated`, `component.unhealthy`. */
  event: string;
  kind: PlaybookResourceKind;
  filter?: string | undefined;
  labels?: Record<string, string> | undefined;
}

export interface WebhookTrigger {
  path: string;
  authentication?: Record<string, unknown> | undefined;
}

/** The event names triggers can wait for, each with the kind of resource its event_id names. */
export const TRIGGER_EVENTS: Readonly<Record<string, PlaybookResourceKind>> = {
  'check.failed': 'check',
  'check.passed': 'check',
  'config.created': 'config',
  'config.updated': 'config',
  'config.deleted': 'config',
  ...Object.fromEntries(['healthy', 'unhealthy', 'warning', 'unknown'].flatMap((health) => [[`config.${health}`, 'config'], [`component.${health}`, 'component']])),
};

/** Which prefix the short names of each `on` list take (`on.canary: [{event: failed}]` is `check.failed`). */
const LIST_PREFIX = { canary: 'check', config: 'config', component: 'component', event: '' } as const;

function onOf(spec: unknown): Record<string, unknown> {
  const on = isPlainObject(spec) ? spec.on : undefined;
  return isPlainObject(on) ? on : {};
}

function stringMap(value: unknown): Record<string, string> | undefined {
  if (!isPlainObject(value)) return undefined;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
}

/** The event triggers of a parsed playbook spec; entries naming an event no trigger knows are left out. */
export function eventTriggersOf(spec: unknown): EventTrigger[] {
  const on = onOf(spec);
  const triggers: EventTrigger[] = [];
  for (const [list, prefix] of Object.entries(LIST_PREFIX)) {
    const entries = on[list];
    if (!Array.isArray(entries)) continue;
    for (const entry of entries) {
      if (!isPlainObject(entry) || typeof entry.event !== 'string') continue;
      const short = entry.event.trim();
      const event = prefix === '' || short.startsWith(`${prefix}.`) ? short : `${prefix}.${short}`;
      const kind = TRIGGER_EVENTS[event];
      if (!kind) continue;
      triggers.push({ event, kind, filter: typeof entry.filter === 'string' && entry.filter.trim() !== '' ? entry.filter : undefined, labels: stringMap(entry.labels) });
    }
  }
  return triggers;
}

/** The cron/interval schedules of a parsed playbook spec. */
export function schedulesOf(spec: unknown): string[] {
  const entries = onOf(spec).schedule;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) => (isPlainObject(entry) && typeof entry.schedule === 'string' ? [entry.schedule] : []));
}

/** The webhook of a parsed playbook spec, if it has one. */
export function webhookOf(spec: unknown): WebhookTrigger | undefined {
  const webhook = onOf(spec).webhook;
  if (!isPlainObject(webhook) || typeof webhook.path !== 'string') return undefined;
  return { path: webhook.path.replace(/^\/+/, ''), authentication: isPlainObject(webhook.authentication) ? webhook.authentication : undefined };
}
