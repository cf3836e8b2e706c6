import type { TriStateSelections } from './tri-state.ts';
import { type TriStateOption, TriStateDropdown } from './tri-state-dropdown.tsx';

/** The label filter's summary from 4 selections on (spec 000 §2.9). */
export const includingLabels = (count: number) => `including ${count} labels`;

export interface LabelFilterDropdownProps {
  /** One option per label, e.g. `{ value: 'env=prod', label: 'env: prod', group: 'env' }`. */
  options: readonly TriStateOption[];
  value: TriStateSelections;
  onChange: (next: TriStateSelections) => void;
  /** Default 'Labels'. */
  label?: string;
  className?: string;
}

/** Include / exclude labels; the button reads 'including N labels' at 4 or more selections. */
export function LabelFilterDropdown({ label = 'Labels', ...props }: LabelFilterDropdownProps) {
  return <TriStateDropdown label={label} countLabel={includingLabels} {...props} />;
}
