import { Tabs } from 'radix-ui';
import { CopyButton } from '../../../ui/clipboard/copy-button.tsx';
import { Modal } from '../../../ui/modal/modal.tsx';
import { SecretField } from '../../../ui/secret/secret-field.tsx';
import { ShownOnceNotice } from '../../../ui/secret/shown-once-notice.tsx';
import { type AgentInstallation, fluxManifests, helmInstallCommand } from '../utils/installation-commands.ts';
import { PRIMARY_BUTTON } from '../../../ui/button/button-styles.ts';

export interface InstallationInstructionsDialogProps {
  /** Held only while the dialog is open: the access token cannot be fetched again. */
  installation: AgentInstallation | null;
  onClose: () => void;
}

const TAB =
  'border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-600 hover:text-gray-900 data-[state=active]:border-blue-600 data-[state=active]:text-blue-700';

function CommandBlock({ label, text }: { label: string; text: string }) {
  return (
    <div className="relative">
      <pre
        aria-label={label}
        className="max-h-96 overflow-auto rounded-md bg-gray-900 p-4 pr-12 font-mono text-xs whitespace-pre text-gray-100"
      >
        {text}
      </pre>
      <CopyButton text={text} label={`Copy ${label}`} className="absolute top-2 right-2 bg-white/90" />
    </div>
  );
}

/** Shown right after an agent is created: how to install it, with its access token, this once. */
export function InstallationInstructionsDialog({ installation, onClose }: InstallationInstructionsDialogProps) {
  return (
    <Modal
      open={installation !== null}
      onClose={onClose}
      title="Installation Instructions"
      size="small"
      closeOnBackgroundClick={false}
      footer={
        <button type="button" className={PRIMARY_BUTTON} onClick={onClose}>
          Done
        </button>
      }
    >
      {installation && (
        <div className="flex flex-col gap-4">
          <ShownOnceNotice>
            The access token of agent {installation.agentName} is shown only once. Copy the instructions before
            closing this dialog: the token cannot be shown again.
          </ShownOnceNotice>
          <SecretField caption="Access token" label="Access token" value={installation.accessToken} />
          <Tabs.Root defaultValue="flux">
            <Tabs.List aria-label="Installation method" className="mb-3 flex border-b border-gray-200">
              <Tabs.Trigger value="flux" className={TAB}>
                Flux
              </Tabs.Trigger>
              <Tabs.Trigger value="helm" className={TAB}>
                Helm CLI
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="flux" className="flex flex-col gap-2">
              <p className="text-sm text-gray-600">Commit these manifests to the repository Flux watches in the cluster.</p>
              <CommandBlock label="Flux manifests" text={fluxManifests(installation)} />
            </Tabs.Content>
            <Tabs.Content value="helm" className="flex flex-col gap-2">
              <p className="text-sm text-gray-600">Run these commands with access to the cluster.</p>
              <CommandBlock label="Helm commands" text={helmInstallCommand(installation)} />
            </Tabs.Content>
          </Tabs.Root>
        </div>
      )}
    </Modal>
  );
}
