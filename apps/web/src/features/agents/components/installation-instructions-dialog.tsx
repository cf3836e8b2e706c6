import { useState } from 'react';
import { CopyButton } from '#src/ui/clipboard/copy-button.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { SecretField } from '#src/ui/secret/secret-field.tsx';
import { ShownOnceNotice } from '#src/ui/secret/shown-once-notice.tsx';
import { TabPanel } from '#src/ui/tabs/tab-panel.tsx';
import { Tabs } from '#src/ui/tabs/tabs.tsx';
import { type AgentInstallation, fluxManifests, helmInstallCommand } from '../utils/installation-commands.ts';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';

export interface InstallationInstructionsDialogProps {
  /** Held only while the dialog is open: the access token cannot be fetched again. */
  installation: AgentInstallation | null;
  onClose: () => void;
}

type InstallationMethod = 'flux' | 'helm';

const METHODS = [
  { value: 'flux', label: 'Flux' },
  { value: 'helm', label: 'Helm CLI' },
] as const;

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
          <InstallationMethods installation={installation} />
        </div>
      )}
    </Modal>
  );
}

function InstallationMethods({ installation }: { installation: AgentInstallation }) {
  const [method, setMethod] = useState<InstallationMethod>('flux');
  return (
    <Tabs label="Installation method" value={method} onChange={setMethod} tabs={METHODS}>
      <TabPanel value="flux" className="flex flex-col gap-2 pt-3">
        <p className="text-sm text-gray-600">Commit these manifests to the repository Flux watches in the cluster.</p>
        <CommandBlock label="Flux manifests" text={fluxManifests(installation)} />
      </TabPanel>
      <TabPanel value="helm" className="flex flex-col gap-2 pt-3">
        <p className="text-sm text-gray-600">Run these commands with access to the cluster.</p>
        <CommandBlock label="Helm commands" text={helmInstallCommand(installation)} />
      </TabPanel>
    </Tabs>
  );
}
