import { useState } from 'react';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { Modal } from '#src/ui/modal/modal.tsx';
import { FIELD_LABEL, TEXT_INPUT } from '#src/ui/styles/kit-classes.ts';
import { useLinkComponentConfig } from '#src/features/topology/api/link-component-config.ts';
import { CONFIG_SEARCH_LIMIT, useConfigSearch } from '#src/features/topology/api/search-config-items.ts';

export interface LinkCatalogDialogProps {
  componentId: string;
  componentName: string;
  onClose: () => void;
}

/** Link to Catalog (spec 002 §2): search the catalog by name, pick one item, link it by hand. */
export function LinkCatalogDialog({ componentId, componentName, onClose }: LinkCatalogDialogProps) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const search = useConfigSearch(text);
  const link = useLinkComponentConfig();
  const matches = text.trim() === '' ? [] : (search.data ?? []);
  const submit = () => {
    if (!picked) return;
    link.mutate({ componentId, configId: picked }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`Link ${componentName} to a catalog item`}
      size="very-small"
      expandable={false}
      footer={
        <>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={PRIMARY_BUTTON} disabled={!picked || link.isPending} onClick={submit}>
            {link.isPending ? 'Linking...' : 'Link'}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <label className="flex flex-col gap-1">
          <span className={FIELD_LABEL}>Catalog item</span>
          <input
            type="search"
            value={text}
            placeholder="Search by name"
            onChange={(event) => setText(event.target.value)}
            className={TEXT_INPUT}
            autoFocus
          />
        </label>
        {search.isError && <p className="text-sm text-red-700">{search.error.message}</p>}
        {text.trim() !== '' && search.isSuccess && matches.length === 0 && <p className="text-sm text-gray-500">No catalog item matches</p>}
        {matches.length > 0 && (
          <div role="radiogroup" aria-label="Matching catalog items" className="flex max-h-72 flex-col overflow-y-auto rounded-md border border-gray-200">
            {matches.map((match) => (
              <label key={match.id} className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm hover:bg-gray-50">
                <input type="radio" name="config" value={match.id} checked={picked === match.id} onChange={() => setPicked(match.id)} />
                <span className="min-w-0 flex-1 truncate">{match.name ?? match.id}</span>
                {match.type && <span className="shrink-0 text-xs text-gray-500">{match.type}</span>}
              </label>
            ))}
          </div>
        )}
        {matches.length >= CONFIG_SEARCH_LIMIT && <p className="text-xs text-gray-500">The first {CONFIG_SEARCH_LIMIT} matches; type more to narrow them.</p>}
      </div>
    </Modal>
  );
}
