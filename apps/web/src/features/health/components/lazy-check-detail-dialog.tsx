import { lazy, Suspense } from 'react';
import { Modal } from '#src/ui/modal/modal.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import type { CheckDetailDialogProps } from './check-detail-dialog.tsx';

const CheckDetailDialog = lazy(async () => ({ default: (await import('./check-detail-dialog.tsx')).CheckDetailDialog }));

/**
 * The check detail dialog, whose code (with the chart library) is fetched the first time a check is
 * opened rather than with the page that lists the checks.
 */
export function LazyCheckDetailDialog(props: CheckDetailDialogProps) {
  const loading = (
    <Modal open onClose={props.onClose} size="full" title="Check">
      <LoadingState />
    </Modal>
  );
  return (
    <Suspense fallback={loading}>
      <CheckDetailDialog {...props} />
    </Suspense>
  );
}
