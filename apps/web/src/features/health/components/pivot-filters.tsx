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
  selectClassName: string;
}

const PIVOT_BY_TEXT: Record<PivotBy, string> = {
  none: 'No Pivot',
  namespace: 'Namespace',
  type: 'Type',
  agent: 'Agent',
  label: 'Label',
};

const CELL_TYPE_TEXT: Record<PivotCellType, string> = { health: 'Health', uptime: 'Uptime', latency: 'Latency' };

const LABEL = 'flex flex-col gap-1 font-medium text-gray-700';

/** Pivot By, the label to pivot by and what each cell shows; defaults leave the URL. */
export function PivotFilters({ state, labelKeys, onChange, selectClassName }: PivotFiltersProps) {
  const pivotLabel = effectivePivotLabel(state.pivotLabel, labelKeys);
  const choosePivot = (value: PivotBy) =>
    onChange(
      value === 'none'
        ? { pivotBy: null, pivotLabel: null, pivotCellType: null }
        : { pivotBy: value, pivotLabel: value === 'label' ? pivotLabel : null },
    );
  return (
    <>
      <label className={LABEL}>
        Pivot By
        <select className={selectClassName} value={state.pivotBy} onChange={(event) => choosePivot(event.target.value as PivotBy)}>
          {PIVOT_BY.map((value) => (
            <option key={value} value={value} disabled={value === 'label' && labelKeys.length === 0}>
              {PIVOT_BY_TEXT[value]}
            </option>
          ))}
        </select>
      </label>
      {state.pivotBy === 'label' && (
        <label className={LABEL}>
          Pivot Label
          <select className={selectClassName} value={pivotLabel ?? ''} onChange={(event) => onChange({ pivotLabel: event.target.value })}>
            {labelKeys.map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
          </select>
        </label>
      )}
      {state.pivotBy !== 'none' && (
        <label className={LABEL}>
          Pivot Cell
          <select
            className={selectClassName}
            value={state.pivotCellType}
            onChange={(event) => {
              const cellType = event.target.value as PivotCellType;
              onChange({ pivotCellType: cellType === 'health' ? null : cellType });
            }}
          >
            {PIVOT_CELL_TYPES.map((value) => (
              <option key={value} value={value}>
                {CELL_TYPE_TEXT[value]}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
