import { lazy, Suspense } from 'react';
import type { RunPlaybookDialogProps } from './run-playbook-dialog.tsx';

const RunPlaybookDialog = lazy(async () => ({ default: (await import('./run-playbook-dialog.tsx')).RunPlaybookDialog }));

/** The Run dialog with its YAML library, fetched the first time it opens. */
export function LazyRunPlaybookDialog(props: RunPlaybookDialogProps) {
  return (
    <Suspense fallback={null}>
      <RunPlaybookDialog {...props} />
    </Suspense>
  );
}
