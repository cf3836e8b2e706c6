import type { TopologyComponent } from '@vigil/domain';
import { Camera, FileText, Link2 } from 'lucide-react';
import { Link } from 'react-router';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { useSlot } from '#src/ui/slots/slots-context.tsx';
import { CatalogLinkGate, IncidentLinkGate, LogsGate } from './component-action-gates.tsx';
import { logsHref } from './logs-href.ts';
import { useComponentDialogs } from './use-component-dialogs.tsx';

/** The component's actions as buttons at the top of its detail panel (spec 002 §2). */
export function ComponentActions({ component }: { component: TopologyComponent }) {
  const LinkToIncident = useSlot('linkToIncident');
  const RunPlaybook = useSlot('runPlaybook');
  const { openDialog, dialog } = useComponentDialogs(component);
  return (
    <div role="group" aria-label="Component actions" className="flex flex-wrap gap-2 px-4 py-3">
      <CatalogLinkGate>
        <button type="button" className={SECONDARY_BUTTON} onClick={() => openDialog('catalog')}>
          <Link2 aria-hidden className="size-4" />
          Link to Catalog
        </button>
      </CatalogLinkGate>
      <button type="button" className={SECONDARY_BUTTON} onClick={() => openDialog('snapshot')}>
        <Camera aria-hidden className="size-4" />
        Snapshot
      </button>
      <IncidentLinkGate>
        <LinkToIncident subject={{ type: 'topology', id: component.id, name: component.name }} label="Link to Incident" />
      </IncidentLinkGate>
      <RunPlaybook resource={{ type: 'component', id: component.id, name: component.name }} />
      <LogsGate>
        <Link to={logsHref(component.id)} className={SECONDARY_BUTTON}>
          <FileText aria-hidden className="size-4" />
          View Logs
        </Link>
      </LogsGate>
      {dialog}
    </div>
  );
}
