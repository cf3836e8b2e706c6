import { isEditableInUi } from '@vigil/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyNamedSpecForm } from '#src/ui/form/lazy-named-spec-form.tsx';
import { SpecEditorFooter } from '#src/ui/form/spec-editor-footer.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import type { IncidentRuleInput, IncidentRuleRow } from '../api/incident-rule.types.ts';
import { useCreateIncidentRule } from '../api/create-incident-rule.ts';
import { useDeleteIncidentRule } from '../api/delete-incident-rule.ts';
import { useUpdateIncidentRule } from '../api/update-incident-rule.ts';
import { INCIDENT_RULES_WRITE } from '../utils/incident-rules-access.ts';
import { INCIDENT_RULE_DOCUMENT, NEW_INCIDENT_RULE_SPEC } from '../utils/new-incident-rule.ts';
import { specFieldRefusal } from '../utils/spec-refusal.ts';
import { ManagedElsewhereNotice } from '#src/ui/form/managed-elsewhere-notice.tsx';

const LIST = '/settings/incident_rules';

/** The Spec tab: name and YAML with Save, or Update and Delete; read-only without write or for rules from elsewhere. */
export function IncidentRuleEditor({ rule }: { rule: IncidentRuleRow | null }) {
  const formId = useId();
  const navigate = useNavigate();
  const canWrite = usePermission(INCIDENT_RULES_WRITE, 'write');
  const [specValid, setSpecValid] = useState(true);
  const create = useCreateIncidentRule();
  const update = useUpdateIncidentRule(rule?.name ?? '');
  const remove = useDeleteIncidentRule(rule?.name ?? '');
  const readOnly = !canWrite || !isEditableInUi(rule?.source);
  const failure = create.error ?? update.error ?? remove.error;
  const specFailure = failure ? specFieldRefusal(failure.message) : undefined;

  const save = (input: IncidentRuleInput) => {
    const done = { onSuccess: () => void navigate(LIST) };
    if (rule) update.mutate({ id: rule.id, spec: input.spec }, done);
    else create.mutate(input, done);
  };

  const initial: IncidentRuleInput = { name: rule?.name ?? '', spec: rule ? (rule.spec ?? {}) : NEW_INCIDENT_RULE_SPEC };

  return (
    <div className="flex flex-col gap-4">
      {rule && !isEditableInUi(rule.source) && <ManagedElsewhereNotice what="incident rule" source={rule.source ?? ''} />}
      <LazyNamedSpecForm
        formId={formId}
        document={INCIDENT_RULE_DOCUMENT}
        initial={initial}
        nameFixed={rule !== null}
        readOnly={readOnly}
        serverError={specFailure}
        onValidityChange={setSpecValid}
        onEdit={() => {
          create.reset();
          update.reset();
        }}
        onSubmit={save}
      />
      <SpecEditorFooter
        failure={specFailure ? undefined : failure?.message}
        formId={formId}
        readOnly={readOnly}
        submitDisabled={create.isPending || update.isPending || !specValid}
        deletion={
          rule
            ? {
                title: 'Delete Incident Rule',
                question: `Delete the incident rule ${rule.name}? It stops opening incidents; the incidents it opened stay.`,
                pending: remove.isPending,
                onConfirm: (close) => remove.mutate(rule.id, { onSuccess: () => void navigate(LIST), onSettled: close }),
              }
            : undefined
        }
      />
    </div>
  );
}
