import { useState } from 'react';
import { Modal } from '#src/ui/modal/modal.tsx';
import { Tabs } from '#src/ui/tabs/tabs.tsx';
import { DirectIntegrationChoices } from './direct-integration-choices.tsx';
import { GitOpsIntegrationChoices } from './gitops-integration-choices.tsx';

type AddWay = 'gitops' | 'direct';

const WAYS = [
  { value: 'gitops', label: 'Add via GitOps' },
  { value: 'direct', label: 'Add Directly' },
] as const;

/** 'Add Integration' (spec 001 §2.4): text to install a chart through GitOps, or the pages that save an integration here. */
export function AddIntegrationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [way, setWay] = useState<AddWay>('gitops');
  return (
    <Modal open={open} onClose={onClose} title="Add Integration" size="full" bodyClassName="flex flex-col gap-4 p-4">
      <Tabs label="How to add" value={way} onChange={setWay} tabs={WAYS} />
      {way === 'gitops' ? <GitOpsIntegrationChoices /> : <DirectIntegrationChoices />}
    </Modal>
  );
}
