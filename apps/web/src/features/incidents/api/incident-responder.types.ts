import type { PersonRef } from './incident-detail.types.ts';

/** A team as the responders section reads it: its spec carries `responder_clients` (decision 0037). */
export interface ResponderTeam {
  id: string;
  name: string;
  icon: string | null;
  spec: unknown;
}

/** A live responder of an incident (spec 002 §3, `GET /responders` of §7). */
export interface IncidentResponder {
  id: string;
  incident_id: string;
  /** 'person', or the kind of team responder (jira, email, ...). */
  type: string;
  person_id: string | null;
  team_id: string | null;
  /** The ticket the team's client opened (a Jira key, a Planner task id, a recipient). */
  external_id: string | null;
  /** `responderType`, the form's fields, and `external_url` once the ticket is open. */
  properties: Record<string, unknown> | null;
  created_at: string;
  acknowledge_time: string | null;
  signoff_time: string | null;
  close_time: string | null;
  person: PersonRef | null;
  team: ResponderTeam | null;
}
