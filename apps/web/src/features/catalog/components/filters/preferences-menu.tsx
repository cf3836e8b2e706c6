import { Settings2 } from 'lucide-react';
import { Popover } from 'radix-ui';

export interface PreferencesMenuProps {
  hideDeleted: boolean;
  onHideDeletedChange: (hidden: boolean) => void;
}

/** The catalog's preferences panel (spec 002 §2). */
export function PreferencesMenu({ hideDeleted, onHideDeletedChange }: PreferencesMenuProps) {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label="Preferences"
        className="inline-flex min-h-9 items-center rounded border border-gray-300 bg-white px-2 hover:bg-gray-50"
      >
        <Settings2 size={16} aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content aria-label="Preferences" align="end" sideOffset={4} className="z-50 rounded border border-gray-200 bg-white p-3 text-sm shadow-lg">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={hideDeleted} onChange={(event) => onHideDeletedChange(event.target.checked)} />
            Hide Deleted Catalog
          </label>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
