import { HYPOTHESIS_STATUSES, type HypothesisStatus } from '@vigil/domain';
import { useState } from 'react';
import { Select } from '#src/ui/select/select.tsx';
import { useUpdateHypothesis } from '#src/features/incidents/api/update-hypothesis.ts';
import { useDebouncedSave } from './use-debounced-save.ts';

/** Spec 002 §9: a status change is saved 200 ms after the last choice. */
export const HYPOTHESIS_STATUS_SAVE_DELAY_MS = 200;
/** Spec 002 §4: the control shows likely when the hypothesis has no (known) status. */
const SHOWN_WITHOUT_STATUS: HypothesisStatus = 'likely';

const OPTIONS = HYPOTHESIS_STATUSES.map((value) => ({ value, label: value }));
const isHypothesisStatus = (value: string | null): value is HypothesisStatus => HYPOTHESIS_STATUSES.some((status) => status === value);

export interface HypothesisStatusSelectProps {
  hypothesisId: string;
  title: string;
  status: string | null;
}

/** The hypothesis's status, changed freely and saved after a pause. */
export function HypothesisStatusSelect({ hypothesisId, title, status }: HypothesisStatusSelectProps) {
  const update = useUpdateHypothesis();
  const [chosen, setChosen] = useState<HypothesisStatus | null>(null);
  const save = useDebouncedSave((next: HypothesisStatus) => update.mutate({ id: hypothesisId, status: next }), HYPOTHESIS_STATUS_SAVE_DELAY_MS);
  const shown = chosen ?? (isHypothesisStatus(status) ? status : SHOWN_WITHOUT_STATUS);
  return (
    <Select
      label={`Likelihood of ${title}`}
      value={shown}
      options={OPTIONS}
      onChange={(next) => {
        setChosen(next);
        save(next);
      }}
      className="w-32"
    />
  );
}
