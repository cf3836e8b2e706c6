import { useId } from 'react';
import { useCurrentUser } from '#src/api/current-user/get-current-user.ts';
import { FormDialogFooter } from '#src/ui/modal/form-dialog-footer.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { useCreateFeatureFlag } from '../api/create-feature-flag.ts';
import { useDeleteFeatureFlag } from '../api/delete-feature-flag.ts';
import type { FeatureFlag } from '../api/list-feature-flags.ts';
import { useUpdateFeatureFlag } from '../api/update-feature-flag.ts';
import { FeatureFlagForm } from './feature-flag-form.tsx';

export interface FeatureFlagDialogProps {
  open: boolean;
  /** The flag being edited; null adds a new one. */
  flag: FeatureFlag | null;
  onClose: () => void;
}

export function FeatureFlagDialog({ open, flag, onClose }: FeatureFlagDialogProps) {
  const formId = useId();
  const { data: me } = useCurrentUser();
  const create = useCreateFeatureFlag();
  const update = useUpdateFeatureFlag();
  const remove = useDeleteFeatureFlag();
  // A flag without created_at is not stored yet: saving creates it (spec 001 §4).
  const stored = flag?.created_at != null;
  const busy = create.isPending || update.isPending || remove.isPending;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={flag ? 'Edit Feature Flag' : 'Add Feature Flag'}
      size="very-small"
      footer={
        <FormDialogFooter
          formId={formId}
          onCancel={onClose}
          pending={create.isPending || update.isPending}
          busy={busy}
          onDelete={stored && flag ? () => void remove.mutateAsync(flag.name).then(onClose, () => undefined) : undefined}
        />
      }
    >
      <FeatureFlagForm
        formId={formId}
        nameReadOnly={stored}
        defaultValues={{ name: flag?.name ?? '', value: flag?.value ?? '', description: flag?.description ?? '' }}
        onSubmit={async (values) => {
          const input = { ...values, created_by: me?.user.id || undefined };
          await (stored ? update : create).mutateAsync(input).then(onClose, () => undefined);
        }}
      />
    </Modal>
  );
}
