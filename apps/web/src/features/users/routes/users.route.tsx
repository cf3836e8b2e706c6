import { UserPlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { PermissionGate } from '#src/ui/gates/permission-gate.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { type User, useUsers } from '../api/list-users.ts';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { DeleteUserDialog } from '../components/delete-user-dialog.tsx';
import { EditUserDialog } from '../components/edit-user-dialog.tsx';
import { InviteUserDialog } from '../components/invite-user-dialog.tsx';
import { UsersTable } from '../components/users-table.tsx';

type Dialog = { kind: 'none' } | { kind: 'invite' } | { kind: 'edit'; user: User } | { kind: 'delete'; user: User };

const CLOSED: Dialog = { kind: 'none' };

/** /settings/users: people with access, inviting, editing and removing them (spec 001 §2.11). */
export function UsersRoute() {
  const users = useUsers();
  const canWrite = usePermission('identities', 'write');
  const [dialog, setDialog] = useState<Dialog>(CLOSED);
  const close = () => setDialog(CLOSED);
  const edit = useCallback((user: User) => setDialog({ kind: 'edit', user }), []);
  const confirmDelete = useCallback((user: User) => setDialog({ kind: 'delete', user }), []);

  return (
    <PageLayout
      title="Users"
      breadcrumbs={[{ label: 'Settings' }, { label: 'Users' }]}
      onRefresh={() => void users.refetch()}
      isRefreshing={users.isFetching}
      extra={
        canWrite && (
          <button type="button" className={PRIMARY_BUTTON} onClick={() => setDialog({ kind: 'invite' })}>
            <UserPlus aria-hidden className="size-4" />
            Invite User
          </button>
        )
      }
    >
      <PermissionGate resources="identities" showUnauthorized>
        {users.error ? (
          <ErrorPanel title="Could not load users" message={users.error.message} onRetry={() => void users.refetch()} />
        ) : (
          <UsersTable
            users={users.data ?? []}
            isLoading={users.isPending}
            isFetching={users.isFetching}
            onEdit={canWrite ? edit : undefined}
            onDelete={canWrite ? confirmDelete : undefined}
          />
        )}
      </PermissionGate>
      <InviteUserDialog open={dialog.kind === 'invite'} onClose={close} />
      <EditUserDialog
        user={dialog.kind === 'edit' ? dialog.user : null}
        onClose={close}
        onDelete={confirmDelete}
      />
      <DeleteUserDialog user={dialog.kind === 'delete' ? dialog.user : null} onClose={close} />
    </PageLayout>
  );
}
