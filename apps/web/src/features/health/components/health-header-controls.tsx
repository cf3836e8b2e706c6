import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import type { RefreshRate } from '../utils/refresh-rate.ts';
import { RefreshRateMenu } from './refresh-rate-menu.tsx';

export interface HealthHeaderControlsProps {
  passing: number;
  failing: number;
  canAddCheck: boolean;
  rate: RefreshRate;
  rangeMinutes: number;
  onRateChange: (rate: RefreshRate) => void;
}

/** Passing and failing counts, the add-check button and the refresh-rate menu. */
export function HealthHeaderControls({ passing, failing, canAddCheck, rate, rangeMinutes, onRateChange }: HealthHeaderControlsProps) {
  return (
    <>
      <span className="inline-flex items-center gap-3 text-sm">
        <span className="font-medium text-green-700">{passing} passing</span>
        <span className="font-medium text-red-700">{failing} failing</span>
      </span>
      {canAddCheck && (
        <Link to="/settings/canaries" aria-label="Add Check" title="Add Check" className={PRIMARY_BUTTON}>
          <Plus aria-hidden className="size-4" />
        </Link>
      )}
      <RefreshRateMenu rate={rate} rangeMinutes={rangeMinutes} onChange={onRateChange} />
    </>
  );
}
