import type { CreatedAccessToken } from '@vigil/domain';
import { formatTimestamp } from '@vigil/domain';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { Modal } from '#src/ui/modal/modal.tsx';
import { SecretField } from '#src/ui/secret/secret-field.tsx';
import { ShownOnceNotice } from '#src/ui/secret/shown-once-notice.tsx';

export interface CreatedTokenDialogProps {
  /** Held only while the dialog is open: the token cannot be fetched again. */
  token: CreatedAccessToken | null;
  onClose: () => void;
}

/** Shown right after a token is made: the token itself, this once, with a copy button. */
export function CreatedTokenDialog({ token, onClose }: CreatedTokenDialogProps) {
  return (
    <Modal
      open={token !== null}
      onClose={onClose}
      title="Access Token Created"
      size="very-small"
      closeOnBackgroundClick={false}
      footer={
        <button type="button" className={PRIMARY_BUTTON} onClick={onClose}>
          Done
        </button>
      }
    >
      {token && (
        <div className="flex flex-col gap-4 text-sm">
          <ShownOnceNotice>Copy the token now: it is shown only once and cannot be shown again.</ShownOnceNotice>
          <SecretField caption={token.name} label="Access token" value={token.token} />
          <p className="text-gray-600">
            {token.expires_at ? `Expires ${formatTimestamp(token.expires_at)}.` : 'Never expires.'} Send it as{' '}
            <code className="font-mono text-xs">Authorization: Bearer &lt;token&gt;</code>.
          </p>
        </div>
      )}
    </Modal>
  );
}
