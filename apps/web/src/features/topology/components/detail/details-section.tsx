import { formatTimestamp, type TopologyComponent } from '@vigil/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusDot } from '../status-dot.tsx';
import { PanelSection } from './panel-accordion.tsx';

const LINK = 'rounded text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-500';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-0.5 text-sm">
      <dt className="text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words text-gray-900">{children}</dd>
    </div>
  );
}

const propertyText = (property: NonNullable<TopologyComponent['properties']>[number]) =>
  property.text ?? (property.value === undefined ? '' : `${property.value}${property.unit ? ` ${property.unit}` : ''}`);

/** Details: what the component is, its labels and properties, and where it is defined. */
export function DetailsSection({ component }: { component: TopologyComponent }) {
  const labels = Object.entries(component.labels ?? {});
  return (
    <PanelSection name="Details">
      <dl>
        <Row label="Status">
          <span className="inline-flex items-center gap-1.5">
            <StatusDot status={component.status} />
            {component.status}
            {component.status_reason && <span className="text-gray-500">({component.status_reason})</span>}
          </span>
        </Row>
        {component.type && (
          <Row label="Type">
            <Link to={`/topology?type=${encodeURIComponent(component.type)}`} className={LINK}>
              {component.type}
            </Link>
          </Row>
        )}
        {component.namespace && <Row label="Namespace">{component.namespace}</Row>}
        {component.owner && <Row label="Owner">{component.owner}</Row>}
        {component.description && <Row label="Description">{component.description}</Row>}
        {labels.map(([key, value]) => (
          <Row key={`label-${key}`} label={key}>
            {value}
          </Row>
        ))}
        {(component.properties ?? []).map((property, index) => (
          <Row key={`property-${index}`} label={property.name ?? ''}>
            {propertyText(property)}
          </Row>
        ))}
        <Row label="Created">{formatTimestamp(component.created_at)}</Row>
        {component.updated_at && <Row label="Updated">{formatTimestamp(component.updated_at)}</Row>}
        <Row label="Component">
          <Link to={`/topology/${component.id}`} className={LINK}>
            Open its topology page
          </Link>
        </Row>
        {component.topology_id && (
          <Row label="Topology">
            <Link to={`/settings/topologies/${component.topology_id}`} className={LINK}>
              Topology settings
            </Link>
          </Row>
        )}
      </dl>
    </PanelSection>
  );
}
