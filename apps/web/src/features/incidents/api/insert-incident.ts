import type { IncidentRow } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';

export interface NewIncident {
  title: string;
  description?: string;
  type: string;
  severity: string;
  status: string;
}

/** `POST /incidents?select=*`: the server numbers it (INC-<n>) and records the caller as its creator. */
export async function insertIncident(incident: NewIncident): Promise<IncidentRow> {
  const [row] = await http.post<IncidentRow[]>('db', '/incidents', { query: { select: '*' }, body: incident });
  if (!row) throw new Error('The server did not return the new incident');
  return row;
}
