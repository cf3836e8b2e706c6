import { ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { FOCUS_RING } from '../styles/kit-classes.ts';

export interface FilterDropdownProps {
  /** The filter's name, shown before the summary ("Status: All"). */
  label: string;
  /** What the button shows after the name (see FilterSummary). */
  summary: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The button-and-popover frame shared by the filter dropdowns. */
export function FilterDropdown({ label, summary, children, className = '' }: FilterDropdownProps) {
  return (
    <Popover.Root>
      <Popover.Trigger
        className={`inline-flex min-h-8 items-center gap-2 rounded-md border border-gray-300 bg-white px-2.5 py-0.5 text-sm hover:bg-gray-50 ${FOCUS_RING} ${className}`}
      >
        <span className="font-medium text-gray-700">{label}:</span>
        {summary}
        <ChevronDown size={16} aria-hidden="true" className="text-gray-500" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          align="start"
          sideOffset={4}
          className="z-50 max-h-96 w-72 overflow-auto rounded border border-gray-200 bg-white p-2 text-sm shadow-lg"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
