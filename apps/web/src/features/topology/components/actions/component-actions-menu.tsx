import type { TopologyComponent } from '@vigil/domain';
import { MoreVertical } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { DropdownMenu } from '#src/ui/dropdown-menu/dropdown-menu.tsx';
import { DropdownMenuItem } from '#src/ui/dropdown-menu/dropdown-menu-item.tsx';
import { useSlot } from '#src/ui/slots/slots-context.tsx';
import { FOCUS_RING } from '#src/ui/styles/kit-classes.ts';
import { CatalogLinkGate, IncidentLinkGate, LogsGate } from './component-action-gates.tsx';
import { logsHref } from './logs-href.ts';
import { useComponentDialogs } from './use-component-dialogs.tsx';

export interface ComponentActionsMenuProps {
  component: TopologyComponent;
  /** Opens the component's detail panel; absent where there is none. */
  onShowDetails?: () => void;
}

/** A card's menu (spec 002 §2): details, Link to Catalog, Snapshot, Link to Incident and View Logs. */
export function ComponentActionsMenu({ component, onShowDetails }: ComponentActionsMenuProps) {
  const navigate = useNavigate();
  const LinkToIncident = useSlot('linkToIncident');
  const { openDialog, dialog } = useComponentDialogs(component);
  // The incidents feature's dialog opens from its own button (the slot); the menu, which closes
  // when an item is chosen, presses that button, kept mounted out of sight beside it.
  const incidentButton = useRef<HTMLSpanElement>(null);
  const linkToIncident = () => window.setTimeout(() => incidentButton.current?.querySelector('button')?.click());
  return (
    // Clicks in the menu and its dialogs reach the card through React's tree; the card must not open.
    <div className="shrink-0" onClick={(event) => event.stopPropagation()}>
      <DropdownMenu
        trigger={
          <button type="button" aria-label={`Actions of ${component.name}`} className={`rounded p-0.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800 ${FOCUS_RING}`}>
            <MoreVertical aria-hidden className="size-4" />
          </button>
        }
      >
        {onShowDetails && <DropdownMenuItem onSelect={onShowDetails}>Details</DropdownMenuItem>}
        <CatalogLinkGate>
          <DropdownMenuItem onSelect={() => openDialog('catalog')}>Link to Catalog</DropdownMenuItem>
        </CatalogLinkGate>
        <DropdownMenuItem onSelect={() => openDialog('snapshot')}>Snapshot</DropdownMenuItem>
        <IncidentLinkGate>
          <DropdownMenuItem onSelect={linkToIncident}>Link to Incident</DropdownMenuItem>
        </IncidentLinkGate>
        <LogsGate>
          <DropdownMenuItem onSelect={() => void navigate(logsHref(component.id))}>View Logs</DropdownMenuItem>
        </LogsGate>
      </DropdownMenu>
      <IncidentLinkGate>
        <span ref={incidentButton} hidden>
          <LinkToIncident subject={{ type: 'topology', id: component.id, name: component.name }} label="Link to Incident" />
        </span>
      </IncidentLinkGate>
      {dialog}
    </div>
  );
}
