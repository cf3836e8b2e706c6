import { mayRunNow } from '@vigil/domain';
import { useNavigate } from 'react-router';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { NamedSpecEditor } from '#src/ui/form/named-spec-editor.tsx';
import type { NamedSpecValue } from '#src/ui/form/named-spec-form.tsx';
import { useAccess } from '#src/ui/gates/use-access.ts';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import type { TopologyInput, TopologySettingsRow } from '../api/topology-settings.types.ts';
import { useCreateTopology } from '../api/create-topology.ts';
import { useDeleteTopology } from '../api/delete-topology.ts';
import { useRunTopology } from '../api/run-topology.ts';
import { useUpdateTopology } from '../api/update-topology.ts';
import { TOPOLOGIES_WRITE } from '../utils/topologies-access.ts';
import { DEFAULT_TOPOLOGY_NAMESPACE, NEW_TOPOLOGY_SPEC, TOPOLOGY_DOCUMENT } from '../utils/topology-spec.ts';
import { TopologyRunSummary } from './topology-run-summary.tsx';
import { TopologyTemplatePicker } from './topology-template-picker.tsx';

const LIST = '/settings/topologies';

interface TopologyEditorProps {
  topology: TopologySettingsRow | null;
  /** For a new topology: the template named in the address. */
  initialTemplate?: string | undefined;
}

/** The Spec tab: name, namespace and YAML with Save, or Update, Run Now and Delete; read-only without write or for topologies from elsewhere. */
export function TopologyEditor({ topology, initialTemplate }: TopologyEditorProps) {
  const navigate = useNavigate();
  const canWrite = usePermission(TOPOLOGIES_WRITE, 'write');
  const mayRun = mayRunNow(useAccess().roles);
  const create = useCreateTopology();
  const update = useUpdateTopology(topology?.name ?? '');
  const remove = useDeleteTopology(topology?.name ?? '');
  const run = useRunTopology();

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
    <NamedSpecEditor
      what="topology"
      document={TOPOLOGY_DOCUMENT}
      initial={initial}
      namespaceDefault={DEFAULT_TOPOLOGY_NAMESPACE}
      header={(fill) => <TopologyTemplatePicker initialTemplate={initialTemplate} onChoose={fill} />}
      stored={topology}
      canWrite={canWrite}
      saving={create.isPending || update.isPending}
      failure={create.error ?? update.error ?? remove.error ?? run.error}
      onEdit={() => {
        create.reset();
        update.reset();
      }}
      onSubmit={save}
      afterForm={run.data && <TopologyRunSummary result={run.data} />}
      actions={
        topology &&
        mayRun && (
          <button type="button" className={SECONDARY_BUTTON} disabled={run.isPending} onClick={() => run.mutate(topology.id)}>
            {run.isPending ? 'Running...' : 'Run Now'}
          </button>
        )
      }
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
    />
  );
}
