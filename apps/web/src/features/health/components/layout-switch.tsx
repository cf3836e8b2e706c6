import { LayoutGrid, Table } from 'lucide-react';
import { ToggleGroup } from '#src/ui/toggle-group/toggle-group.tsx';

export interface LayoutSwitchProps {
  layout: 'table' | 'card';
  onChange: (layout: 'table' | 'card') => void;
}

const LAYOUTS = [
  { value: 'table', label: <Table aria-hidden className="size-4" />, ariaLabel: 'Table layout', title: 'Table' },
  { value: 'card', label: <LayoutGrid aria-hidden className="size-4" />, ariaLabel: 'Card layout', title: 'Cards' },
] as const;

/** Switches the dashboard between the table and the cards. */
export function LayoutSwitch({ layout, onChange }: LayoutSwitchProps) {
  return <ToggleGroup type="single" label="Layout" value={layout} options={LAYOUTS} onChange={onChange} className="mx-3" />;
}
