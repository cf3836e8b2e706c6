import type { AccessTokenSummary, CreatedAccessToken } from '@vigil/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { PermissionGate } from '#src/ui/gates/permission-gate.tsx';
import { useAccess } from '#src/ui/gates/use-access.ts';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useAccessTokens } from '../api/list-tokens.ts';
import { CreateTokenDialog } from '../components/create-token-dialog.tsx';
import { CreatedTokenDialog } from '../components/created-token-dialog.tsx';
import { RevokeTokenDialog } from '../components/revoke-token-dialog.tsx';
import { TokensTable } from '../components/tokens-table.tsx';

/** /settings/tokens: the signed-in user's access tokens, creating (shown once) and revoking them. */
export function TokensRoute() {
  const tokens = useAccessTokens();
  const { roles } = useAccess();
  const [creating, setCreating] = useState(false);
  // Lives only in this page's memory: once the dialog closes the token is gone for good.
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const [revoking, setRevoking] = useState<AccessTokenSummary | null>(null);

  return (
    <PageLayout
      title="Access Tokens"
      breadcrumbs={[{ label: 'Settings' }, { label: 'Access Tokens' }]}
      onRefresh={() => void tokens.refetch()}
      isRefreshing={tokens.isFetching}
      extra={
        <button type="button" className={PRIMARY_BUTTON} onClick={() => setCreating(true)}>
          <Plus aria-hidden className="size-4" />
          Create Token
        </button>
      }
    >
      <PermissionGate resources="auth" showUnauthorized>
        {tokens.error ? (
          <ErrorPanel title="Could not load access tokens" message={tokens.error.message} onRetry={() => void tokens.refetch()} />
        ) : (
          <TokensTable tokens={tokens.data ?? []} isLoading={tokens.isPending} isFetching={tokens.isFetching} onRevoke={setRevoking} />
        )}
      </PermissionGate>
      <CreateTokenDialog
        open={creating}
        canChooseNever={roles.includes('admin')}
        onClose={() => setCreating(false)}
        onCreated={(token) => {
          setCreating(false);
          setCreated(token);
        }}
      />
      <CreatedTokenDialog token={created} onClose={() => setCreated(null)} />
      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </PageLayout>
  );
}
