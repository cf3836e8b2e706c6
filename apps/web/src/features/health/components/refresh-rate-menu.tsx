import { Select } from '#src/ui/select/select.tsx';
import { REFRESH_RATES, type RefreshRate, isRefreshRate, isRefreshRateDisabled } from '../utils/refresh-rate.ts';

export interface RefreshRateMenuProps {
  rate: RefreshRate;
  rangeMinutes: number;
  onChange: (rate: RefreshRate) => void;
}

/** How often the dashboard polls; fast rates are greyed out over long time ranges. */
export function RefreshRateMenu({ rate, rangeMinutes, onChange }: RefreshRateMenuProps) {
  return (
    <Select
      label="Refresh rate"
      value={rate}
      options={REFRESH_RATES.map((option) => ({
        value: option,
        label: option === 'none' ? 'None' : option,
        disabled: isRefreshRateDisabled(option, rangeMinutes),
      }))}
      onChange={(next) => {
        if (isRefreshRate(next)) onChange(next);
      }}
      className="w-24"
    />
  );
}
