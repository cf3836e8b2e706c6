import { useId } from 'react';
import { FormDialogFooter } from '#src/ui/modal/form-dialog-footer.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { useCreateIncident } from '#src/features/incidents/api/create-incident.ts';
import type { IncidentFormValues } from '#src/features/incidents/utils/incident-form-schema.ts';
import type { EvidenceSubject } from '#src/features/incidents/utils/evidence-subject.ts';
import { CreateIncidentForm } from './create-incident-form.tsx';

export interface CreateIncidentDialogProps {
  open: boolean;
  onClose: () => void;
  /** Gets the new incident's id once it, its root hypothesis and its evidence are stored. */
  onCreated: (incidentId: string) => void;
}

function evidenceOf(values: IncidentFormValues): EvidenceSubject | undefined {
  if (values.evidenceKind === 'config') return { type: 'config', id: values.configId };
  if (values.evidenceKind === 'topology') return { type: 'topology', id: values.componentId };
  return undefined;
}

/** 'Create New Incident' (spec 002 §2); a failure shows the server's reason in a toast and keeps the form. */
export function CreateIncidentDialog({ open, onClose, onCreated }: CreateIncidentDialogProps) {
  const formId = useId();
  const create = useCreateIncident();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Create New Incident"
      size="very-small"
      footer={<FormDialogFooter formId={formId} onCancel={onClose} pending={create.isPending} submitLabel="Create" pendingLabel="Creating..." />}
    >
      <CreateIncidentForm
        formId={formId}
        onSubmit={async (values) => {
          const created = await create
            .mutateAsync({
              title: values.title.trim(),
              description: values.description.trim() || undefined,
              type: values.type,
              severity: values.severity,
              status: values.status,
              evidence: evidenceOf(values),
            })
            .catch(() => null);
          if (created) onCreated(created.id);
        }}
      />
    </Modal>
  );
}
