import type { TopologyComponent } from '@vigil/domain';
import { Maximize2, Minimize2, X } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { FeatureGate } from '#src/ui/gates/feature-gate.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import { FOCUS_RING } from '#src/ui/styles/kit-classes.ts';
import { TruncatedText } from '#src/ui/tooltip/truncated-text.tsx';
import { ComponentActions } from '../actions/component-actions.tsx';
import { StatusDot } from '../status-dot.tsx';
import { DetailsSection } from './details-section.tsx';
import { PanelAccordion } from './panel-accordion.tsx';
import { ChangesSection, ChecksSection, ConfigsSection, IncidentsSection, InsightsSection, PlaybooksSection, TeamsSection } from './relation-sections.tsx';

const ICON_BUTTON = `inline-flex size-7 items-center justify-center rounded text-gray-500 hover:bg-gray-100 hover:text-gray-800 ${FOCUS_RING}`;

/** Layers drawn outside the panel that still belong to it: its dialogs, menus and their lists. */
const OWN_LAYERS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

export interface TopologyDetailPanelProps {
  component: TopologyComponent;
  onClose: () => void;
}

/** Closes on a press outside the panel or on Escape, unless a dialog or menu of the page is taking them. */
function useDismiss(panel: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || panel.current?.contains(target) || target.closest(OWN_LAYERS)) return;
      onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector(OWN_LAYERS)) return;
      onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [panel, onClose]);
}

/** The right-hand detail panel of a component (spec 002 §2): its actions and sections, minimised or expanded. */
export function TopologyDetailPanel({ component, onClose }: TopologyDetailPanelProps) {
  const panel = useRef<HTMLElement>(null);
  const [minimised, setMinimised] = useState(false);
  useDismiss(panel, onClose);
  return (
    <aside
      ref={panel}
      aria-label={`Details of ${component.name}`}
      data-minimised={minimised}
      className={`flex shrink-0 flex-col self-stretch border-l border-gray-200 bg-white ${minimised ? 'w-12' : 'w-96 max-w-full'}`}
    >
      <header className={`flex items-center gap-2 border-b border-gray-200 px-3 py-2 ${minimised ? 'flex-col' : ''}`}>
        {!minimised && (
          <>
            <Icon name={component.icon || component.type} size={20} />
            <TruncatedText className="min-w-0 flex-1 font-semibold text-gray-900">{component.name}</TruncatedText>
            <StatusDot status={component.status} />
          </>
        )}
        <button type="button" className={ICON_BUTTON} aria-label={minimised ? 'Expand panel' : 'Minimise panel'} onClick={() => setMinimised(!minimised)}>
          {minimised ? <Maximize2 aria-hidden className="size-4" /> : <Minimize2 aria-hidden className="size-4" />}
        </button>
        <button type="button" className={ICON_BUTTON} aria-label="Close panel" onClick={onClose}>
          <X aria-hidden className="size-4" />
        </button>
      </header>
      {!minimised && (
        <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
          <ComponentActions component={component} />
          {/* Keyed by the component, so another component's panel opens on its Details again. */}
          <PanelAccordion key={component.id} first="Details">
            <DetailsSection component={component} />
            <ConfigsSection componentId={component.id} />
            <FeatureGate feature="incidents">
              <IncidentsSection componentId={component.id} />
            </FeatureGate>
            <ChangesSection componentId={component.id} />
            <ChecksSection componentId={component.id} />
            <FeatureGate feature="playbooks">
              <PlaybooksSection componentId={component.id} />
            </FeatureGate>
            <TeamsSection componentId={component.id} />
            <InsightsSection componentId={component.id} />
          </PanelAccordion>
        </div>
      )}
    </aside>
  );
}
