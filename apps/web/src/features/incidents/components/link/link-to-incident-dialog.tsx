import { useId } from 'react';
import { appNavigation } from '#src/api/app-navigation.ts';
import { FormDialogFooter } from '#src/ui/modal/form-dialog-footer.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { toast } from '#src/ui/toast/toast-store.ts';
import { type LinkedIncident, useLinkToIncident } from '#src/features/incidents/api/link-to-incident.ts';
import type { EvidenceSubject } from '#src/features/incidents/utils/evidence-subject.ts';
import { LinkToIncidentForm } from './link-to-incident-form.tsx';

export interface LinkToIncidentDialogProps {
  open: boolean;
  onClose: () => void;
  subject: EvidenceSubject;
}

/** The toast after linking: it leads to the incident (the toaster sits outside the router, hence appNavigation). */
function LinkedToast({ incident }: { incident: LinkedIncident }) {
  const path = `/incidents/${incident.id}`;
  return (
    <span>
      Linked to incident successfully.{' '}
      <a
        href={path}
        className="font-medium text-blue-700 hover:underline"
        onClick={(event) => {
          event.preventDefault();
          appNavigation().navigate(path);
        }}
      >
        {incident.displayId ? `View ${incident.displayId}` : 'View incident'}
      </a>
    </span>
  );
}

/** 'Link to Incident' (spec 000 §2.11): attaches the subject as evidence; a refusal shows the server's reason and keeps the form. */
export function LinkToIncidentDialog({ open, onClose, subject }: LinkToIncidentDialogProps) {
  const formId = useId();
  const link = useLinkToIncident();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Link to Incident"
      size="very-small"
      footer={
        <FormDialogFooter formId={formId} onCancel={onClose} pending={link.isPending} submitLabel="Attach as Evidence" pendingLabel="Attaching..." />
      }
    >
      <LinkToIncidentForm
        formId={formId}
        onSubmit={async (target) => {
          const incident = await link.mutateAsync({ subject, target }).catch(() => null);
          if (!incident) return;
          toast.success(<LinkedToast incident={incident} />);
          onClose();
        }}
      />
    </Modal>
  );
}
