import { ChevronDown, ChevronRight } from 'lucide-react';
import { type ReactNode, createContext, useContext, useId, useState } from 'react';

interface Accordion {
  open: string | null;
  toggle: (name: string) => void;
}

const AccordionContext = createContext<Accordion | null>(null);

/** The right panel's sections, of which one is open at a time, `first` at the start (spec 002 §2). */
export function SidePanelAccordion({ first, children }: { first: string; children: ReactNode }) {
  const [open, setOpen] = useState<string | null>(first);
  const toggle = (name: string) => setOpen((current) => (current === name ? null : name));
  return <AccordionContext.Provider value={{ open, toggle }}>{children}</AccordionContext.Provider>;
}

export interface SidePanelSectionProps {
  name: string;
  /** Buttons at the right of the heading, shown while open. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the right panel: its heading opens and closes it; outside an accordion it stays open. */
export function SidePanelSection({ name, actions, children }: SidePanelSectionProps) {
  const accordion = useContext(AccordionContext);
  const bodyId = useId();
  const open = accordion ? accordion.open === name : true;
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <section aria-label={name} className="border-b border-gray-200 px-4 py-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            disabled={!accordion}
            onClick={() => accordion?.toggle(name)}
            className="inline-flex items-center gap-1 rounded uppercase hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-blue-500 disabled:cursor-default"
          >
            {accordion && <Chevron size={14} aria-hidden="true" />}
            {name}
          </button>
        </h2>
        {open && actions}
      </div>
      <div id={bodyId} hidden={!open} className="mt-2">
        {open && children}
      </div>
    </section>
  );
}
