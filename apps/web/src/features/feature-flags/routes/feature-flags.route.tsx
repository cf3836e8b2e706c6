import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { PermissionGate } from '#src/ui/gates/permission-gate.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { toast } from '#src/ui/toast/toast-store.ts';
import { type FeatureFlag, useFeatureFlagList } from '../api/list-feature-flags.ts';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { FeatureFlagDialog } from '../components/feature-flag-dialog.tsx';
import { FeatureFlagsTable } from '../components/feature-flags-table.tsx';
import { LOCAL_FLAG_NOT_EDITABLE, isLocalFlag } from '../utils/local-flags.ts';

type Editing = { open: false } | { open: true; flag: FeatureFlag | null };

/** /settings/feature-flags: the flags in effect, adding, editing and removing stored ones (spec 001 §2.10). */
export function FeatureFlagsRoute() {
  const flags = useFeatureFlagList();
  const canWrite = usePermission('properties', 'write');
  const [editing, setEditing] = useState<Editing>({ open: false });

  const edit = useCallback((flag: FeatureFlag) => {
    if (isLocalFlag(flag)) toast.error(LOCAL_FLAG_NOT_EDITABLE);
    else setEditing({ open: true, flag });
  }, []);

  return (
    <PageLayout
      title="Feature Flags"
      breadcrumbs={[{ label: 'Settings' }, { label: 'Feature Flags' }]}
      onRefresh={() => void flags.refetch()}
      isRefreshing={flags.isFetching}
      extra={
        canWrite && (
          <button type="button" className={PRIMARY_BUTTON} onClick={() => setEditing({ open: true, flag: null })}>
            <Plus aria-hidden className="size-4" />
            Add Feature Flag
          </button>
        )
      }
    >
      <PermissionGate resources="properties" showUnauthorized>
        {flags.error ? (
          <ErrorPanel title="Could not load feature flags" message={flags.error.message} onRetry={() => void flags.refetch()} />
        ) : (
          <FeatureFlagsTable
            flags={flags.data ?? []}
            isLoading={flags.isPending}
            isFetching={flags.isFetching}
            onRowClick={canWrite ? edit : undefined}
          />
        )}
      </PermissionGate>
      <FeatureFlagDialog
        open={editing.open}
        flag={editing.open ? editing.flag : null}
        onClose={() => setEditing({ open: false })}
      />
    </PageLayout>
  );
}
