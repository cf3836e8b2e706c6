import { REFRESH_RATES, type RefreshRate, isRefreshRate, isRefreshRateDisabled } from '../utils/refresh-rate.ts';

export interface RefreshRateMenuProps {
  rate: RefreshRate;
  rangeMinutes: number;
  onChange: (rate: RefreshRate) => void;
}

/** How often the dashboard polls; fast rates are greyed out over long time ranges. */
export function RefreshRateMenu({ rate, rangeMinutes, onChange }: RefreshRateMenuProps) {
  return (
    <select
      aria-label="Refresh rate"
      title="Auto refresh"
      value={rate}
      onChange={(event) => {
        if (isRefreshRate(event.target.value)) onChange(event.target.value);
      }}
      className="rounded border border-gray-300 bg-white px-2 py-1 text-sm"
    >
      {REFRESH_RATES.map((option) => (
        <option key={option} value={option} disabled={isRefreshRateDisabled(option, rangeMinutes)}>
          {option === 'none' ? 'None' : option}
        </option>
      ))}
    </select>
  );
}
