import { kubeconfigFileName } from '@vigil/domain';
import { Download } from 'lucide-react';
import { serviceUrl } from '#src/api/service-base-paths.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { CopyButton } from '#src/ui/clipboard/copy-button.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { KUBECONFIG_DOCS_URL } from './docs-links.ts';

export interface KubeconfigDialogProps {
  open: boolean;
  onClose: () => void;
  /** The backend address (whoami hostname); the downloaded file is named after it. */
  backendAddress: string | undefined;
}

/** Spec 000 §2.5: download a kubeconfig, then use it with kubectl. */
export function KubeconfigDialog({ open, onClose, backendAddress }: KubeconfigDialogProps) {
  const command = `kubectl --kubeconfig ${kubeconfigFileName(backendAddress)} get canaries`;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Download kubeconfig"
      size="small"
      expandable={false}
      footer={
        <div className="flex w-full items-center justify-between gap-2">
          <a href={KUBECONFIG_DOCS_URL} target="_blank" rel="noopener noreferrer" className="text-sm text-blue-700 hover:underline">
            Learn more
          </a>
          <button
            type="button"
            onClick={onClose}
            className={SECONDARY_BUTTON}
          >
            Close
          </button>
        </div>
      }
    >
      <ol className="flex flex-col gap-5 text-sm text-gray-700">
        <li className="flex flex-col gap-2">
          <p>
            <span className="font-semibold">Step 1:</span> Download a kubeconfig file for this server.
          </p>
          <a
            href={serviceUrl('kubeconfig')}
            target="_blank"
            rel="noopener noreferrer"
            className={`${PRIMARY_BUTTON} w-fit`}
          >
            <Download aria-hidden className="size-4" />
            Download kubeconfig
          </a>
        </li>
        <li className="flex flex-col gap-2">
          <p>
            <span className="font-semibold">Step 2:</span> Use it with kubectl to list the health checks.
          </p>
          <div className="flex items-center gap-2 rounded-md bg-gray-900 px-3 py-2 text-gray-100">
            <code className="flex-1 font-mono text-xs break-all">{command}</code>
            <CopyButton text={command} label="Copy command" className="text-gray-300 hover:bg-gray-700 hover:text-white" />
          </div>
        </li>
      </ol>
    </Modal>
  );
}
