import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#src/ui/badge/badge.tsx';
import { SimplePager } from '#src/ui/data-table/simple-pager.tsx';
import { SimpleTable } from '#src/ui/data-table/simple-table.tsx';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { RelativeTime } from '#src/ui/time/relative-time.tsx';
import type { ConnectionPermission } from '../api/connection.types.ts';
import { PERMISSIONS_PAGE_SIZE, useConnectionPermissions } from '../api/list-connection-permissions.ts';

function subjectOf(permission: ConnectionPermission): string {
  if (permission.person) return `Person: ${permission.person.name}`;
  if (permission.team) return `Team: ${permission.team.name}`;
  return permission.name ?? permission.description ?? 'This connection';
}

const CELL = 'px-3 py-2 align-top';

/** The permission records whose subject is the connection (spec 001 §2.9), a page at a time. */
export function ConnectionPermissions({ connectionId }: { connectionId: string }) {
  const [pageIndex, setPageIndex] = useState(0);
  const permissions = useConnectionPermissions(connectionId, pageIndex);
  if (permissions.isPending) return <LoadingState label="Loading permissions..." />;
  if (permissions.error) {
    return <ErrorPanel title="Could not load the permissions" message={permissions.error.message} onRetry={() => void permissions.refetch()} />;
  }
  const { items, total } = permissions.data;
  if (total === 0) {
    return (
      <EmptyState
        size="compact"
        icon={ShieldCheck}
        title="No permissions for this connection"
        description="Permission records that name this connection appear here; without any, roles alone decide who may use it."
      />
    );
  }
  return (
    <div className="flex flex-col">
      <SimpleTable label="Connection permissions" headers={['Subject', 'Action', 'Effect', 'Until', 'Source', 'Created']} isFetching={permissions.isFetching}>
        <tbody className="divide-y divide-gray-100">
          {items.map((permission) => (
            <tr key={permission.id}>
              <td className={`${CELL} font-medium text-gray-900`}>{subjectOf(permission)}</td>
              <td className={`${CELL} font-mono text-xs`}>{permission.action}</td>
              <td className={CELL}>
                <Badge tone={permission.deny ? 'danger' : 'success'}>{permission.deny ? 'Deny' : 'Allow'}</Badge>
              </td>
              <td className={CELL}>{permission.until ? <RelativeTime value={permission.until} /> : 'Always'}</td>
              <td className={CELL}>{permission.source ?? 'UI'}</td>
              <td className={CELL}>
                <RelativeTime value={permission.created_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </SimpleTable>
      {total > PERMISSIONS_PAGE_SIZE && (
        <SimplePager pageIndex={pageIndex} pageCount={Math.ceil(total / PERMISSIONS_PAGE_SIZE)} onPageChange={setPageIndex} suffix={` (${total} permissions)`} />
      )}
    </div>
  );
}
