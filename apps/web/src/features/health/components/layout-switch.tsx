import { LayoutGrid, Table } from 'lucide-react';

export interface LayoutSwitchProps {
  layout: 'table' | 'card';
  onChange: (layout: 'table' | 'card') => void;
}

const BUTTON = 'inline-flex items-center rounded p-1.5 text-gray-600 hover:bg-gray-100 aria-pressed:bg-gray-200 aria-pressed:text-gray-900';

/** Switches the dashboard between the table and the cards. */
export function LayoutSwitch({ layout, onChange }: LayoutSwitchProps) {
  return (
    <span role="group" aria-label="Layout" className="inline-flex gap-0.5">
      <button type="button" aria-label="Table layout" title="Table" aria-pressed={layout === 'table'} onClick={() => onChange('table')} className={BUTTON}>
        <Table aria-hidden className="size-4" />
      </button>
      <button type="button" aria-label="Card layout" title="Cards" aria-pressed={layout === 'card'} onClick={() => onChange('card')} className={BUTTON}>
        <LayoutGrid aria-hidden className="size-4" />
      </button>
    </span>
  );
}
