import { formatTimestamp } from '@vigil/domain';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import type { ConfigChangeDetail } from '#src/features/catalog/api/config-change.types.ts';
import { useConfigChange } from '#src/features/catalog/api/get-config-change.ts';
import { UnifiedDiffView } from './unified-diff-view.tsx';

export interface ChangeDetailDialogProps {
  changeId: string | null;
  onClose: () => void;
}

/** The detail of one change: summary, diff, patches and details. */
export function ChangeDetailDialog({ changeId, onClose }: ChangeDetailDialogProps) {
  const change = useConfigChange(changeId);
  return (
    <Modal open={changeId !== null} onClose={onClose} title={change.data?.change_type ?? 'Change'} size="small">
      {change.isPending && <LoadingState />}
      {change.isError && <ErrorPanel message={change.error.message} />}
      {change.data && <ChangeDetailBody change={change.data} />}
    </Modal>
  );
}

function ChangeDetailBody({ change }: { change: ConfigChangeDetail }) {
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="text-gray-500">Summary</dt>
        <dd>{change.summary || '-'}</dd>
        <dt className="text-gray-500">Severity</dt>
        <dd>{change.severity || '-'}</dd>
        <dt className="text-gray-500">Source</dt>
        <dd>{change.source || '-'}</dd>
        <dt className="text-gray-500">Created</dt>
        <dd>{formatTimestamp(change.created_at)}</dd>
        <dt className="text-gray-500">Count</dt>
        <dd>{change.count ?? 1}</dd>
      </dl>
      {change.diff && (
        <section aria-label="Diff section">
          <h3 className="mb-1 font-semibold text-gray-700">Diff</h3>
          <UnifiedDiffView diff={change.diff} />
        </section>
      )}
      <JsonSection title="Patches" value={change.patches} />
      <JsonSection title="Details" value={change.details} />
    </div>
  );
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

function JsonSection({ title, value }: { title: string; value: unknown }) {
  if (isEmpty(value)) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <section aria-label={title}>
      <h3 className="mb-1 font-semibold text-gray-700">{title}</h3>
      <pre className="overflow-auto rounded border border-gray-200 bg-gray-50 p-2 text-xs">{text}</pre>
    </section>
  );
}
