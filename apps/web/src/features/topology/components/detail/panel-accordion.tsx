import { ChevronDown, ChevronRight } from 'lucide-react';
import { type ReactNode, createContext, useContext, useId, useState } from 'react';

interface Accordion {
  open: string | null;
  toggle: (name: string) => void;
}

const AccordionContext = createContext<Accordion>({ open: null, toggle: () => undefined });

/** The detail panel's sections: one open at a time, `first` at the start (spec 002 §2). */
export function PanelAccordion({ first, children }: { first: string; children: ReactNode }) {
  const [open, setOpen] = useState<string | null>(first);
  const toggle = (name: string) => setOpen((current) => (current === name ? null : name));
  return <AccordionContext.Provider value={{ open, toggle }}>{children}</AccordionContext.Provider>;
}

/** One section: its heading opens it (closing the one open) or closes it; its body mounts only while open. */
export function PanelSection({ name, count, children }: { name: string; count?: number; children: ReactNode }) {
  const { open, toggle } = useContext(AccordionContext);
  const bodyId = useId();
  const isOpen = open === name;
  const Chevron = isOpen ? ChevronDown : ChevronRight;
  return (
    <section aria-label={name} className="border-b border-gray-200">
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => toggle(name)}
          className="flex w-full items-center gap-1 px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-blue-500"
        >
          <Chevron size={14} aria-hidden="true" />
          {name}
          {count !== undefined && <span className="ml-auto font-normal text-gray-400 normal-case">{count}</span>}
        </button>
      </h3>
      <div id={bodyId} hidden={!isOpen} className="px-4 pb-3">
        {isOpen && children}
      </div>
    </section>
  );
}
