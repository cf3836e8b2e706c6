import { Settings2 } from 'lucide-react';
import { Checkbox } from '#src/ui/checkbox/checkbox.tsx';
import { Popover } from '#src/ui/popover/popover.tsx';
import { CONTROL } from '#src/ui/styles/kit-classes.ts';

export interface PreferencesMenuProps {
  hideDeleted: boolean;
  onHideDeletedChange: (hidden: boolean) => void;
}

/** The catalog's preferences panel (spec 002 §2). */
export function PreferencesMenu({ hideDeleted, onHideDeletedChange }: PreferencesMenuProps) {
  return (
    <Popover
      label="Preferences"
      align="end"
      trigger={
        <button type="button" aria-label="Preferences" title="Preferences" className={CONTROL}>
          <Settings2 size={16} aria-hidden />
        </button>
      }
    >
      <Checkbox label="Hide Deleted Catalog" checked={hideDeleted} onChange={onHideDeletedChange} />
    </Popover>
  );
}
