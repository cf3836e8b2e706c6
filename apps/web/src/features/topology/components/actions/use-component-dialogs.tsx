import type { TopologyComponent } from '@vigil/domain';
import { useState } from 'react';
import { LinkCatalogDialog } from './link-catalog-dialog.tsx';
import { SnapshotDialog } from './snapshot-dialog.tsx';

type DialogName = 'catalog' | 'snapshot';

/** The component's two dialogs of its own (Link to Catalog, Snapshot): which is open, and the open one. */
export function useComponentDialogs(component: TopologyComponent) {
  const [open, setOpen] = useState<DialogName | null>(null);
  const close = () => setOpen(null);
  const dialog =
    open === 'catalog' ? (
      <LinkCatalogDialog componentId={component.id} componentName={component.name} onClose={close} />
    ) : open === 'snapshot' ? (
      <SnapshotDialog componentId={component.id} componentName={component.name} onClose={close} />
    ) : null;
  return { openDialog: setOpen, dialog };
}
