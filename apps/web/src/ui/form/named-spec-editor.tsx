import { isOriginEditableInUi, type ResourceOrigin } from '@vigil/domain';
import { type ReactNode, useId, useState } from 'react';
import { specFieldRefusal } from '../code-editor/spec-field-message.ts';
import { LazyNamedSpecForm } from './lazy-named-spec-form.tsx';
import { ManagedElsewhereNotice } from './managed-elsewhere-notice.tsx';
import type { NamedSpecFormProps, NamedSpecValue } from './named-spec-form.tsx';
import { SpecEditorFooter, type SpecEditorDeletion } from './spec-editor-footer.tsx';

export interface NamedSpecEditorProps extends Pick<NamedSpecFormProps, 'document' | 'initial' | 'namespaceDefault' | 'header'> {
  /** What the managed-elsewhere notice calls it ('incident rule'). */
  what: string;
  /** The stored resource; null for a new one. */
  stored: ResourceOrigin | null;
  canWrite: boolean;
  /** A save runs: the submit waits. */
  saving: boolean;
  /** The refusal of the last save or delete: a spec field's at the editor, any other above the actions. */
  failure: Error | null | undefined;
  /** The text changed: clear the last refusal. */
  onEdit: () => void;
  onSubmit: (value: NamedSpecValue) => void;
  /** Given for a stored resource: Update and Delete instead of Save. */
  deletion?: SpecEditorDeletion | undefined;
  /** Fields above the name (a team's icon). */
  fields?: ReactNode;
  /** Shown between the form and its actions (a run's summary). */
  afterForm?: ReactNode;
  /** Actions before Delete (Run Now). */
  actions?: ReactNode;
}

/**
 * The Spec tab of a resource kept as a name and a spec (topologies, log backends, incident rules,
 * teams, integrations): the form, Save or Update and Delete; read-only without write or for a
 * resource managed elsewhere, which says where it comes from.
 */
export function NamedSpecEditor({ what, stored, canWrite, saving, failure, onEdit, onSubmit, deletion, fields, afterForm, actions, ...form }: NamedSpecEditorProps) {
  const formId = useId();
  const [specValid, setSpecValid] = useState(true);
  const managedElsewhere = stored !== null && !isOriginEditableInUi(stored);
  const readOnly = !canWrite || managedElsewhere;
  const specFailure = failure ? specFieldRefusal(failure.message) : undefined;
  return (
    <div className="flex flex-col gap-4">
      {managedElsewhere && <ManagedElsewhereNotice what={what} origin={stored} />}
      {fields}
      <LazyNamedSpecForm
        {...form}
        formId={formId}
        nameFixed={stored !== null}
        readOnly={readOnly}
        serverError={specFailure}
        onValidityChange={setSpecValid}
        onEdit={onEdit}
        onSubmit={onSubmit}
      />
      {afterForm}
      <SpecEditorFooter
        failure={specFailure ? undefined : failure?.message}
        formId={formId}
        readOnly={readOnly}
        submitDisabled={saving || !specValid}
        {...(deletion ? { deletion } : {})}
      >
        {actions}
      </SpecEditorFooter>
    </div>
  );
}
