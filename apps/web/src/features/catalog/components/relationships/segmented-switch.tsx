export interface SegmentedSwitchProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** A choice of one among a few, as a row of pressed/unpressed buttons. */
export function SegmentedSwitch<Value extends string>({ label, value, options, onChange }: SegmentedSwitchProps<Value>) {
  return (
    <div role="group" aria-label={label} className="inline-flex overflow-hidden rounded border border-gray-300">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={`h-9 px-3 text-sm ${option.value === value ? 'bg-gray-800 text-white' : 'bg-white text-gray-700'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
