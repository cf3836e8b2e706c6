import { useId } from 'react';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { effectivePivotLabel } from '../utils/check-pivot.ts';
import {
  type HealthUrlChange,
  type HealthUrlState,
  PIVOT_BY,
  PIVOT_CELL_TYPES,
  type PivotBy,
  type PivotCellType,
} from '../utils/health-search-params.ts';

export interface PivotFiltersProps {
  state: HealthUrlState;
  labelKeys: readonly string[];
  onChange: (change: HealthUrlChange) => void;
}

const PIVOT_BY_TEXT: Record<PivotBy, string> = {
  none: 'No Pivot',
  namespace: 'Namespace',
  type: 'Type',
  agent: 'Agent',
  label: 'Label',
};

const CELL_TYPE_TEXT: Record<PivotCellType, string> = { health: 'Health', uptime: 'Uptime', latency: 'Latency' };

/** Pivot By, the label to pivot by and what each cell shows; defaults leave the URL. */
export function PivotFilters({ state, labelKeys, onChange }: PivotFiltersProps) {
  const id = useId();
  const pivotLabel = effectivePivotLabel(state.pivotLabel, labelKeys);
  const choosePivot = (value: PivotBy) =>
    onChange(
      value === 'none'
        ? { pivotBy: null, pivotLabel: null, pivotCellType: null }
        : { pivotBy: value, pivotLabel: value === 'label' ? pivotLabel : null },
    );
  return (
    <>
      <FormField id={`${id}-by`} label="Pivot By">
        <Select
          id={`${id}-by`}
          className="w-full"
          value={state.pivotBy}
          options={PIVOT_BY.map((value) => ({
            value,
            label: PIVOT_BY_TEXT[value],
            disabled: value === 'label' && labelKeys.length === 0,
          }))}
          onChange={choosePivot}
        />
      </FormField>
      {state.pivotBy === 'label' && (
        <FormField id={`${id}-label`} label="Pivot Label">
          <Select
            id={`${id}-label`}
            className="w-full"
            value={pivotLabel ?? ''}
            options={labelKeys.map((key) => ({ value: key, label: key }))}
            onChange={(next) => onChange({ pivotLabel: next })}
          />
        </FormField>
      )}
      {state.pivotBy !== 'none' && (
        <FormField id={`${id}-cell`} label="Pivot Cell">
          <Select
            id={`${id}-cell`}
            className="w-full"
            value={state.pivotCellType}
            options={PIVOT_CELL_TYPES.map((value) => ({ value, label: CELL_TYPE_TEXT[value] }))}
            onChange={(cellType) => onChange({ pivotCellType: cellType === 'health' ? null : cellType })}
          />
        </FormField>
      )}
    </>
  );
}
