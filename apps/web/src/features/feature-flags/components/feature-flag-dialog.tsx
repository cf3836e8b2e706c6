import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useCurrentUser } from '../../../api/current-user/get-current-user.ts';
import { Modal } from '../../../ui/modal/modal.tsx';
import { useCreateFeatureFlag } from '../api/create-feature-flag.ts';
import { useDeleteFeatureFlag } from '../api/delete-feature-flag.ts';
import type { FeatureFlag } from '../api/list-feature-flags.ts';
import { useUpdateFeatureFlag } from '../api/update-feature-flag.ts';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../ui/button/button-styles.ts';
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
        <>
          {stored && flag && (
            <button
              type="button"
              className={`${DANGER_BUTTON} mr-auto`}
              disabled={busy}
              onClick={() => remove.mutateAsync(flag.name).then(onClose, () => undefined)}
            >
              <Trash2 aria-hidden className="size-4" />
              Delete
            </button>
          )}
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className={PRIMARY_BUTTON} disabled={busy}>
            {create.isPending || update.isPending ? 'Saving...' : 'Save'}
          </button>
        </>
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
