import { isEditableInUi, mayRunNow } from '@vigil/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { LazyNamedSpecForm } from '#src/ui/form/lazy-named-spec-form.tsx';
import type { NamedSpecValue } from '#src/ui/form/named-spec-form.tsx';
import { SpecEditorFooter } from '#src/ui/form/spec-editor-footer.tsx';
import { useAccess } from '#src/ui/gates/use-access.ts';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import type { TopologyInput, TopologySettingsRow } from '../api/topology-settings.types.ts';
import { useCreateTopology } from '../api/create-topology.ts';
import { useDeleteTopology } from '../api/delete-topology.ts';
import { useRunTopology } from '../api/run-topology.ts';
import { useUpdateTopology } from '../api/update-topology.ts';
import { TOPOLOGIES_WRITE } from '../utils/topologies-access.ts';
import { DEFAULT_TOPOLOGY_NAMESPACE, NEW_TOPOLOGY_SPEC, TOPOLOGY_DOCUMENT, topologySpecRefusal } from '../utils/topology-spec.ts';
import { TopologyRunSummary } from './topology-run-summary.tsx';
import { TopologyTemplatePicker } from './topology-template-picker.tsx';
import { ManagedElsewhereNotice } from '#src/ui/form/managed-elsewhere-notice.tsx';

const LIST = '/settings/topologies';

interface TopologyEditorProps {
  topology: TopologySettingsRow | null;
  /** For a new topology: the template named in the address. */
  initialTemplate?: string | undefined;
}

/** The Spec tab: name, namespace and YAML with Save, or Update, Run Now and Delete; read-only without write or for topologies from elsewhere. */
export function TopologyEditor({ topology, initialTemplate }: TopologyEditorProps) {
  const formId = useId();
  const navigate = useNavigate();
  const canWrite = usePermission(TOPOLOGIES_WRITE, 'write');
  const mayRun = mayRunNow(useAccess().roles);
  const [specValid, setSpecValid] = useState(true);
  const create = useCreateTopology();
  const update = useUpdateTopology(topology?.name ?? '');
  const remove = useDeleteTopology(topology?.name ?? '');
  const run = useRunTopology();
  const readOnly = !canWrite || !isEditableInUi(topology?.source);
  const failure = create.error ?? update.error ?? remove.error ?? run.error;
  const specFailure = failure ? topologySpecRefusal(failure.message) : undefined;

  const save = ({ name, namespace, spec }: NamedSpecValue) => {
    const input: TopologyInput = { name, namespace: namespace ?? DEFAULT_TOPOLOGY_NAMESPACE, spec };
    const done = { onSuccess: () => void navigate(LIST) };
    if (topology) update.mutate({ id: topology.id, spec: input.spec }, done);
    else create.mutate(input, done);
  };

  const initial: TopologyInput = {
    name: topology?.name ?? '',
    namespace: topology?.namespace ?? DEFAULT_TOPOLOGY_NAMESPACE,
    spec: topology ? (topology.spec ?? {}) : NEW_TOPOLOGY_SPEC,
  };

  return (
    <div className="flex flex-col gap-4">
      {topology && !isEditableInUi(topology.source) && <ManagedElsewhereNotice what="topology" source={topology.source ?? ''} />}
      <LazyNamedSpecForm
        formId={formId}
        document={TOPOLOGY_DOCUMENT}
        initial={initial}
        nameFixed={topology !== null}
        readOnly={readOnly}
        namespaceDefault={DEFAULT_TOPOLOGY_NAMESPACE}
        header={(fill) => <TopologyTemplatePicker initialTemplate={initialTemplate} onChoose={fill} />}
        serverError={specFailure}
        onValidityChange={setSpecValid}
        onEdit={() => {
          create.reset();
          update.reset();
        }}
        onSubmit={save}
      />
      {run.data && <TopologyRunSummary result={run.data} />}
      <SpecEditorFooter
        failure={specFailure ? undefined : failure?.message}
        formId={formId}
        readOnly={readOnly}
        submitDisabled={create.isPending || update.isPending || !specValid}
        deletion={
          topology
            ? {
                title: 'Delete Topology',
                question: `Delete the topology ${topology.name}? It stops being built, and its components leave the dashboard.`,
                pending: remove.isPending,
                onConfirm: (close) => remove.mutate(topology.id, { onSuccess: () => void navigate(LIST), onSettled: close }),
              }
            : undefined
        }
      >
        {topology && mayRun && (
          <button type="button" className={SECONDARY_BUTTON} disabled={run.isPending} onClick={() => run.mutate(topology.id)}>
            {run.isPending ? 'Running...' : 'Run Now'}
          </button>
        )}
      </SpecEditorFooter>
    </div>
  );
}
