import { IncidentRoute } from '#src/features/incidents/routes/incident.route.tsx';
import type { FakeServer } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { DISK_INCIDENT, GRACE, ROOT_HYPOTHESIS, serveIncidents } from './incidents-api.ts';

export const FACTOR_HYPOTHESIS = '01900000-0000-7000-8000-0000000000d2';

interface HypothesisFixture {
  id: string;
  title: string | null;
  type: string;
  status: string | null;
  parent_id: string | null;
  created_at: string;
  evidences: unknown[];
  comments: { id: string; comment: string; created_at: string; author: { id: string; name: string; avatar: string | null } | null }[];
}

/** INC-7 with its root hypothesis (one comment) and a factor under it (none). */
export function diskIncident() {
  return {
    id: DISK_INCIDENT,
    incident_id: 'INC-7',
    title: 'Disk full on orders-db',
    description: null,
    type: 'availability',
    status: 'open',
    severity: 'critical',
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    created_by: GRACE,
    creator: { id: GRACE, name: 'Grace Hopper', avatar: null },
    commander: null,
    responders: [],
    hypotheses: [
      {
        id: ROOT_HYPOTHESIS,
        title: 'Disk full on orders-db',
        type: 'root',
        status: 'possible',
        parent_id: null,
        created_at: '2025-03-01T10:00:00Z',
        evidences: [],
        comments: [{ id: 'c1', comment: 'Looking at the volume', created_at: '2025-03-01T10:01:00Z', author: { id: GRACE, name: 'Grace Hopper', avatar: null } }],
      },
      {
        id: FACTOR_HYPOTHESIS,
        title: 'Log rotation stopped',
        type: 'factor',
        status: 'likely',
        parent_id: ROOT_HYPOTHESIS,
        created_at: '2025-03-01T10:05:00Z',
        evidences: [],
        comments: [],
      },
    ] as HypothesisFixture[],
  };
}

/** Opens /incidents/{id} of INC-7 (or the given incident) for a user with these roles. */
export function openIncidentPage(server: FakeServer, roles: string[] = ['responder'], incident: unknown = diskIncident(), query = '') {
  serveIncidents(server, roles).on('GET', '/api/db/incidents', { body: [incident] });
  return renderRoute(<IncidentRoute />, { path: '/incidents/:id', address: `/incidents/${DISK_INCIDENT}${query}` });
}
