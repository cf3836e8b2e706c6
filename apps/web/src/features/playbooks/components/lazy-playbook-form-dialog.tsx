import { lazy, Suspense } from 'react';
import type { PlaybookFormDialogProps } from './playbook-form-dialog.tsx';

const PlaybookFormDialog = lazy(async () => ({ default: (await import('./playbook-form-dialog.tsx')).PlaybookFormDialog }));

/** The form with its YAML library, fetched the first time it opens. */
export function LazyPlaybookFormDialog(props: PlaybookFormDialogProps) {
  return (
    <Suspense fallback={null}>
      <PlaybookFormDialog {...props} />
    </Suspense>
  );
}
