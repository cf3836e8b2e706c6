import type { ReactNode } from 'react';
import { RelativeTime } from '#src/ui/time/relative-time.tsx';
import type { IncidentDetail } from '#src/features/incidents/api/incident-detail.types.ts';
import { ResponderAvatars } from '../list/responder-avatars.tsx';
import { SeverityBadge } from '../list/severity-badge.tsx';
import { IncidentStatusBadge } from '../list/status-badge.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-500">{label}</dt>
      <dd className="min-w-0 truncate text-gray-900">{children}</dd>
    </>
  );
}

/** The right panel's Details section (spec 002 §2). */
export function IncidentDetailsPanel({ incident }: { incident: IncidentDetail }) {
  const responders = incident.responders ?? [];
  return (
    <section aria-label="Details" className="border-b border-gray-200 px-4 py-3">
      <h2 className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">Details</h2>
      <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm">
        <Row label="Id">{incident.incident_id}</Row>
        <Row label="Status">
          <IncidentStatusBadge status={incident.status} />
        </Row>
        <Row label="Severity">
          <SeverityBadge severity={incident.severity} />
        </Row>
        <Row label="Type">{incident.type}</Row>
        <Row label="Created">
          <RelativeTime value={incident.created_at} />
        </Row>
        <Row label="Created by">{incident.creator?.name ?? '-'}</Row>
        <Row label="Commander">{incident.commander?.name ?? '-'}</Row>
        <Row label="Responders">{responders.length > 0 ? <ResponderAvatars responders={responders} /> : '-'}</Row>
      </dl>
      {incident.description && <p className="mt-3 text-sm whitespace-pre-wrap text-gray-700">{incident.description}</p>}
    </section>
  );
}
