import type { IncidentResponderSummary, IncidentRow } from '@vigil/domain';

/** A row of the incident list: the incident's columns and its live responders. */
export type IncidentListRow = Pick<IncidentRow, 'id' | 'incident_id' | 'title' | 'type' | 'severity' | 'status' | 'created_at' | 'created_by'> & {
  responders: IncidentResponderSummary[] | null;
};

/** An incident or a person, component or config to choose in a filter or a form. */
export interface NamedOption {
  id: string;
  name: string;
}
