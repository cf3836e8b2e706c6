import { useNavigate } from 'react-router';
import { NamedSpecEditor } from '#src/ui/form/named-spec-editor.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import type { IncidentRuleInput, IncidentRuleRow } from '../api/incident-rule.types.ts';
import { useCreateIncidentRule } from '../api/create-incident-rule.ts';
import { useDeleteIncidentRule } from '../api/delete-incident-rule.ts';
import { useUpdateIncidentRule } from '../api/update-incident-rule.ts';
import { INCIDENT_RULES_WRITE } from '../utils/incident-rules-access.ts';
import { INCIDENT_RULE_DOCUMENT, NEW_INCIDENT_RULE_SPEC } from '../utils/new-incident-rule.ts';

const LIST = '/settings/incident_rules';

/** The Spec tab: name and YAML with Save, or Update and Delete; read-only without write or for rules from elsewhere. */
export function IncidentRuleEditor({ rule }: { rule: IncidentRuleRow | null }) {
  const navigate = useNavigate();
  const canWrite = usePermission(INCIDENT_RULES_WRITE, 'write');
  const create = useCreateIncidentRule();
  const update = useUpdateIncidentRule(rule?.name ?? '');
  const remove = useDeleteIncidentRule(rule?.name ?? '');

  const save = (input: IncidentRuleInput) => {
    const done = { onSuccess: () => void navigate(LIST) };
    if (rule) update.mutate({ id: rule.id, spec: input.spec }, done);
    else create.mutate(input, done);
  };

  return (
    <NamedSpecEditor
      what="incident rule"
      document={INCIDENT_RULE_DOCUMENT}
      initial={{ name: rule?.name ?? '', spec: rule ? (rule.spec ?? {}) : NEW_INCIDENT_RULE_SPEC }}
      stored={rule}
      canWrite={canWrite}
      saving={create.isPending || update.isPending}
      failure={create.error ?? update.error ?? remove.error}
      onEdit={() => {
        create.reset();
        update.reset();
      }}
      onSubmit={save}
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
  );
}
