import type { CreatedAccessToken } from '@vigil/domain';
import { formatTimestamp } from '@vigil/domain';
import { TriangleAlert } from 'lucide-react';
import { PRIMARY_BUTTON } from '../../../ui/button/button-styles.ts';
import { CopyButton } from '../../../ui/clipboard/copy-button.tsx';
import { Modal } from '../../../ui/modal/modal.tsx';

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
          <p className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-amber-800">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            Copy the token now: it is shown only once and cannot be shown again.
          </p>
          <div className="flex flex-col gap-1">
            <span className="font-medium text-gray-700">{token.name}</span>
            <div className="flex items-center gap-2">
              <code aria-label="Access token" className="min-w-0 flex-1 truncate rounded-md bg-gray-100 px-3 py-2 font-mono text-xs">
                {token.token}
              </code>
              <CopyButton text={token.token} label="Copy access token" />
            </div>
          </div>
          <p className="text-gray-600">
            {token.expires_at ? `Expires ${formatTimestamp(token.expires_at)}.` : 'Never expires.'} Send it as{' '}
            <code className="font-mono text-xs">Authorization: Bearer &lt;token&gt;</code>.
          </p>
        </div>
      )}
    </Modal>
  );
}
