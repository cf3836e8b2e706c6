import type { ScheduledResourceListRow } from '#src/ui/data-table/scheduled-resource-columns.tsx';

/** A team's spec as stored: its responder clients (used by incidents) and any other keys written. */
export type TeamSpec = Record<string, unknown>;

/** A row of teams_with_status: the team, its latest job and how many people are members. */
export interface TeamListRow extends ScheduledResourceListRow {
  icon: string | null;
  labels: Record<string, string> | null;
  member_count: number;
}

/** A row of teams as the detail page reads it. */
export interface TeamRow {
  id: string;
  name: string;
  icon: string | null;
  spec: TeamSpec | null;
  source: string | null;
  created_by: string | null;
  /** The person who created it, embedded through `created_by`; null when unknown. */
  creator?: { name: string } | null;
  created_at: string | null;
  updated_at: string | null;
}

export interface TeamInput {
  name: string;
  icon: string;
  spec: TeamSpec;
}

/** A person as the members manager shows them. */
export interface TeamPerson {
  id: string;
  name: string;
  email: string | null;
  avatar: string | null;
}

/** A row of team_members with its person embedded (`select=*,person_id(*)`). */
export interface TeamMemberRow {
  team_id: string;
  person_id: TeamPerson;
  created_at: string;
}
