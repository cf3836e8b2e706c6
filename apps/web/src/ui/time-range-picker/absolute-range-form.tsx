import type { AbsoluteTimeRange } from '@vigil/domain';
import { type FormEvent, useId, useState } from 'react';
import { describeAbsoluteRange, fromDateTimeLocalValue, toDateTimeLocalValue } from './absolute-range-format.ts';

export interface AbsoluteRangeFormProps {
  /** Prefills the inputs (the current range when it is absolute). */
  initial?: AbsoluteTimeRange;
  onSubmit: (range: AbsoluteTimeRange) => void;
}

const initialValue = (iso: string | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? toDateTimeLocalValue(date) : '';
};

/** From and To inputs; Submit is possible once both are given and From comes first. */
export function AbsoluteRangeForm({ initial, onSubmit }: AbsoluteRangeFormProps) {
  const [fromText, setFromText] = useState(() => initialValue(initial?.from));
  const [toText, setToText] = useState(() => initialValue(initial?.to));
  const fromId = useId();
  const toId = useId();
  const from = fromDateTimeLocalValue(fromText);
  const to = fromDateTimeLocalValue(toText);
  const reversed = from !== null && to !== null && from.getTime() >= to.getTime();
  const ready = from !== null && to !== null && !reversed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to || !ready) return;
    const display = describeAbsoluteRange(from, to);
    onSubmit({ type: 'absolute', from: from.toISOString(), to: to.toISOString(), display });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={fromId} className="text-xs font-medium text-gray-600">
        From
      </label>
      <input
        id={fromId}
        type="datetime-local"
        value={fromText}
        onChange={(event) => setFromText(event.target.value)}
        className="rounded border border-gray-300 px-2 py-1"
      />
      <label htmlFor={toId} className="text-xs font-medium text-gray-600">
        To
      </label>
      <input
        id={toId}
        type="datetime-local"
        value={toText}
        onChange={(event) => setToText(event.target.value)}
        className="rounded border border-gray-300 px-2 py-1"
      />
      {reversed && (
        <p role="alert" className="text-xs text-red-700">
          From must be before To
        </p>
      )}
      <button
        type="submit"
        disabled={!ready}
        className="rounded bg-blue-600 px-3 py-1.5 font-medium text-white hover:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        Submit
      </button>
    </form>
  );
}
