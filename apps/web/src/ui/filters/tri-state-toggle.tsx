import { Minus, Plus } from 'lucide-react';
import { type TriState, nextTriState } from './tri-state.ts';

export interface TriStateToggleProps {
  /** What the toggle filters on; names the buttons ("Include {label}", "Exclude {label}"). */
  label: string;
  value: TriState;
  onChange: (next: TriState) => void;
  className?: string;
}

const BUTTON = 'inline-flex h-6 w-6 items-center justify-center rounded border text-xs focus-visible:outline-2';

/** Include / exclude buttons for one value; pressing the active one again clears the filter. */
export function TriStateToggle({ label, value, onChange, className = '' }: TriStateToggleProps) {
  return (
    <span role="group" aria-label={label} className={`inline-flex gap-1 ${className}`}>
      <button
        type="button"
        aria-label={`Include ${label}`}
        title="Include"
        aria-pressed={value === 1}
        onClick={() => onChange(nextTriState(value, 1))}
        className={`${BUTTON} ${value === 1 ? 'border-green-600 bg-green-600 text-white' : 'border-gray-300 text-gray-500 hover:bg-gray-100'}`}
      >
        <Plus size={14} aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label={`Exclude ${label}`}
        title="Exclude"
        aria-pressed={value === -1}
        onClick={() => onChange(nextTriState(value, -1))}
        className={`${BUTTON} ${value === -1 ? 'border-red-600 bg-red-600 text-white' : 'border-gray-300 text-gray-500 hover:bg-gray-100'}`}
      >
        <Minus size={14} aria-hidden="true" />
      </button>
    </span>
  );
}
