import { ToggleGroup } from '#src/ui/toggle-group/toggle-group.tsx';
import type { RelationshipToggles as Toggles } from '#src/features/catalog/utils/relationships/related-configs-params.ts';

type Toggle = keyof Toggles;

const TOGGLES: { value: Toggle; label: string }[] = [
  { value: 'outgoing', label: 'Outgoing' },
  { value: 'incoming', label: 'Incoming' },
  { value: 'soft', label: 'Soft' },
];

/** The Outgoing, Incoming and Soft switches, each a pressed/unpressed button. */
export function RelationshipToggles({ value, onToggle }: { value: Toggles; onToggle: (which: Toggle) => void }) {
  const on = TOGGLES.map((toggle) => toggle.value).filter((key) => value[key]);
  return (
    <ToggleGroup
      type="multiple"
      label="Relationships"
      value={on}
      options={TOGGLES}
      onChange={(next) => {
        // One press changes one toggle: the one whose state differs.
        const pressed = TOGGLES.find((toggle) => next.includes(toggle.value) !== value[toggle.value]);
        if (pressed) onToggle(pressed.value);
      }}
    />
  );
}
