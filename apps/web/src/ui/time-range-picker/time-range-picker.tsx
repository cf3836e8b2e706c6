import {
  type AbsoluteTimeRange,
  FUTURE_TIME_RANGE_PRESETS,
  MAPPED_TIME_RANGE_PRESETS,
  PAST_TIME_RANGE_PRESETS,
  type TimeRange,
  isSameTimeRange,
} from '@vigil/domain';
import { CalendarClock, ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { CONTROL } from '../styles/kit-classes.ts';
import { AbsoluteRangeForm } from './absolute-range-form.tsx';
import { loadRecentRanges, rememberRecentRange } from './recent-time-ranges.ts';

export interface TimeRangePickerProps {
  value: TimeRange;
  onChange: (range: TimeRange) => void;
  /** Only ranges starting now and reaching into the future (silence durations). */
  futureOnly?: boolean;
  /** Names the picker for assistive technology; default 'Time range'. */
  label?: string;
  className?: string;
}

/**
 * The shared time range picker (spec 000 §2.8): presets from 5 minutes to 5 years (past, or
 * future for the future-only variant), mapped ranges such as Yesterday, and an absolute
 * From/To range with the last 5 absolute ranges under 'Recently used'.
 */
export function TimeRangePicker({
  value,
  onChange,
  futureOnly = false,
  label = 'Time range',
  className = '',
}: TimeRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<AbsoluteTimeRange[]>([]);

  const choose = (range: TimeRange) => {
    if (range.type === 'absolute') setRecent(rememberRecentRange(range));
    onChange(range);
    setOpen(false);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setRecent(loadRecentRanges());
        setOpen(next);
      }}
    >
      <Popover.Trigger
        className={`${CONTROL} ${className}`}
      >
        <CalendarClock size={16} aria-hidden="true" className="text-gray-500" />
        <span className="sr-only">{label}: </span>
        <span>{value.display}</span>
        <ChevronDown size={16} aria-hidden="true" className="text-gray-500" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          align="end"
          sideOffset={4}
          className="z-50 flex max-h-[80vh] w-[34rem] max-w-[calc(100vw-1rem)] gap-4 overflow-auto rounded border border-gray-200 bg-white p-3 text-sm shadow-lg"
        >
          <section aria-label="Absolute time range" className="flex w-1/2 flex-col gap-3">
            <h3 className="font-semibold text-gray-700">Absolute time range</h3>
            <AbsoluteRangeForm initial={value.type === 'absolute' ? value : undefined} onSubmit={choose} />
            {recent.length > 0 && (
              <RangeList title="Recently used" ranges={recent} value={value} onChoose={choose} />
            )}
          </section>
          <div className="flex w-1/2 flex-col gap-3 border-l border-gray-100 pl-4">
            {futureOnly ? (
              <RangeList title="Next" ranges={FUTURE_TIME_RANGE_PRESETS} value={value} onChoose={choose} />
            ) : (
              <>
                <RangeList title="Relative" ranges={PAST_TIME_RANGE_PRESETS} value={value} onChoose={choose} />
                <RangeList title="Calendar" ranges={MAPPED_TIME_RANGE_PRESETS} value={value} onChoose={choose} />
              </>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

interface RangeListProps {
  title: string;
  ranges: readonly TimeRange[];
  value: TimeRange;
  onChoose: (range: TimeRange) => void;
}

function RangeList({ title, ranges, value, onChoose }: RangeListProps) {
  return (
    <section aria-label={title}>
      <h3 className="mb-1 font-semibold text-gray-700">{title}</h3>
      <ul>
        {ranges.map((range) => {
          const current = isSameTimeRange(range, value);
          return (
            <li key={range.type === 'relative' ? range.range : `${range.from}|${range.to}`}>
              <button
                type="button"
                aria-pressed={current}
                onClick={() => onChoose(range)}
                className={`w-full rounded px-2 py-1 text-left hover:bg-gray-100 ${current ? 'bg-blue-50 font-medium text-blue-800' : ''}`}
              >
                {range.display}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
