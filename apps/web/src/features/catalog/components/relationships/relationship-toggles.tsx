import type { RelationshipToggles as Toggles } from '../../utils/relationships/related-configs-params.ts';

const TOGGLES: { key: keyof Toggles; label: string }[] = [
  { key: 'outgoing', label: 'Outgoing' },
  { key: 'incoming', label: 'Incoming' },
  { key: 'soft', label: 'Soft' },
];

/** The Outgoing, Incoming and Soft switches, each a pressed/unpressed button. */
export function RelationshipToggles({ value, onToggle }: { value: Toggles; onToggle: (which: keyof Toggles) => void }) {
  return (
    <div role="group" aria-label="Relationships" className="inline-flex gap-1">
      {TOGGLES.map(({ key, label }) => (
        <button
          key={key}
          type="button"
          aria-pressed={value[key]}
          onClick={() => onToggle(key)}
          className={`h-9 rounded border px-3 text-sm ${value[key] ? 'border-blue-600 bg-blue-50 text-blue-700' : 'border-gray-300 bg-white text-gray-700'}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
