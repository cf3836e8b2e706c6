import type { ReactNode } from 'react';
import { RelativeTime } from '#src/ui/time/relative-time.tsx';
import type { IncidentDetail } from '#src/features/incidents/api/incident-detail.types.ts';
import { RespondersSection } from '../responders/responders-section.tsx';
import { SeverityBadge } from '../list/severity-badge.tsx';
import { IncidentStatusBadge } from '../list/status-badge.tsx';
import { SidePanelSection } from './side-panel-accordion.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-500">{label}</dt>
      <dd className="min-w-0 truncate text-gray-900">{children}</dd>
    </>
  );
}

/** The right panel's Details section (spec 002 §2); its responders are listed below the facts, with their progress. */
export function IncidentDetailsPanel({ incident }: { incident: IncidentDetail }) {
  return (
    <SidePanelSection name="Details">
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
      </dl>
      {incident.description && <p className="mt-3 text-sm whitespace-pre-wrap text-gray-700">{incident.description}</p>}
      <RespondersSection incidentId={incident.id} />
    </SidePanelSection>
  );
}
