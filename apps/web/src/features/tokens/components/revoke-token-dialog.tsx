import type { AccessTokenSummary } from '@vigil/domain';
import { ConfirmDialog } from '#src/ui/confirm-dialog/confirm-dialog.tsx';
import { useRevokeAccessToken } from '../api/revoke-token.ts';

export interface RevokeTokenDialogProps {
  /** The token to revoke; null when no revocation is under way. */
  token: AccessTokenSummary | null;
  onClose: () => void;
}

/** Asks before a token goes: whatever uses it stops working at once. */
export function RevokeTokenDialog({ token, onClose }: RevokeTokenDialogProps) {
  const revoke = useRevokeAccessToken();
  return (
    <ConfirmDialog
      open={token !== null}
      onClose={onClose}
      title="Revoke Access Token"
      confirmLabel="Revoke"
      pending={revoke.isPending}
      pendingLabel="Revoking..."
      onConfirm={() => {
        if (token) revoke.mutateAsync(token.id).then(onClose, () => undefined);
      }}
    >
      <p className="text-sm text-gray-700">
        Revoke the token <strong>{token?.name}</strong>? Everything using it, and any token made with it, stops working at once.
      </p>
    </ConfirmDialog>
  );
}
