import type { CustomService, NotificationRecord } from '@vigil/domain';

export type { CustomService };

export interface NamedRef {
  id: string;
  name: string;
}

/** A row of notifications_summary with its person, team and creator embedded (spec 001 §3). */
export interface NotificationRow extends NotificationRecord {
  source: string | null;
  created_by: NamedRef | null;
  created_at: string;
  updated_at: string | null;
  pending: number;
  sent: number;
  failed: number;
  avg_duration_ms: number | null;
  most_common_error: string | null;
  person: NamedRef | null;
  team: NamedRef | null;
}

/** What a create or update writes to the notifications table. */
export interface NotificationWrite {
  title: string;
  events: string[];
  filter: string | null;
  person_id: string | null;
  team_id: string | null;
  custom_services: CustomService[] | null;
  template: string | null;
  repeat_interval: string | null;
}

/** The shown name of a notification: its title, else its name. */
export function notificationLabel(row: Pick<NotificationRow, 'title' | 'name' | 'id'>): string {
  return row.title?.trim() || row.name?.trim() || row.id;
}
