/** The events a notification can be sent on (spec 001 §9), in the order the form offers them. */
export const NOTIFICATION_EVENTS = [
  'check.failed',
  'check.passed',
  'component.healthy',
  'component.unhealthy',
  'component.unknown',
  'component.warning',
  'config.created',
  'config.deleted',
  'config.healthy',
  'config.unhealthy',
  'config.unknown',
  'config.updated',
  'config.warning',
  'playbook.approval.inserted',
  'playbook.spec.approval.updated',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export function isNotificationEvent(value: unknown): value is NotificationEvent {
  return typeof value === 'string' && (NOTIFICATION_EVENTS as readonly string[]).includes(value);
}

/** How long a notification keeps quiet about the same resource and event after a send; `1m` is a month (decision 0069). */
const REPEAT_INTERVAL_MS = {
  '1h': 3_600_000,
  '2h': 7_200_000,
  '3h': 10_800_000,
  '6h': 21_600_000,
  '1d': 86_400_000,
  '1w': 604_800_000,
  '1m': 2_592_000_000,
} as const;
export type RepeatInterval = keyof typeof REPEAT_INTERVAL_MS;

/** The repeat interval options (spec 001 §9). */
export const REPEAT_INTERVALS = Object.keys(REPEAT_INTERVAL_MS) as RepeatInterval[];

/** The repeat interval in milliseconds; undefined when it is not set or not an option (every event sends). */
export function repeatIntervalMs(interval: string | null | undefined): number | undefined {
  return interval && interval in REPEAT_INTERVAL_MS ? REPEAT_INTERVAL_MS[interval as RepeatInterval] : undefined;
}

/** A recipient that is neither a person nor a team: a stored connection, by reference (`connection://<namespace>/<name>`). */
export interface CustomService {
  connection: string;
  name?: string;
}

/** The columns of a stored notification that the server acts on and the web edits. */
export interface NotificationRecord {
  id: string;
  name: string | null;
  title: string | null;
  events: string[];
  filter: string | null;
  template: string | null;
  properties: Record<string, unknown> | null;
  person_id: string | null;
  team_id: string | null;
  custom_services: CustomService[] | null;
  repeat_interval: string | null;
}
