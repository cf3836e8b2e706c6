import { ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';

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
        className={`inline-flex min-h-9 items-center gap-2 rounded border border-gray-300 bg-white px-3 py-1 text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-blue-500 ${className}`}
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
