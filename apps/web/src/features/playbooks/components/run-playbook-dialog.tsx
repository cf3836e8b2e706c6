import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormDialogFooter } from '#src/ui/modal/form-dialog-footer.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { usePlaybookParams } from '../api/get-playbook-params.ts';
import { playbookTitle, type PlaybookResource, type RunnablePlaybook } from '../api/playbook.types.ts';
import { RESOURCE_ID_PARAM } from '../api/list-resource-playbooks.ts';
import { useRunPlaybook } from '../api/run-playbook.ts';
import { initialParameterValues, parameterErrors } from '../utils/parameter-rules.ts';
import { PlaybookParameters } from './playbook-parameters.tsx';
import { RunResourceSection } from './run-resource-section.tsx';

export interface RunPlaybookDialogProps {
  playbook: RunnablePlaybook;
  /** Opened from a resource: it is fixed. */
  resource?: PlaybookResource | undefined;
  onClose: () => void;
}

const SECTION_TITLE = 'text-sm font-semibold text-gray-800';

/** 'Run Playbook': a resource, then its parameters; Run goes to the new run (spec 002 §2). */
export function RunPlaybookDialog({ playbook, resource: fixedResource, onClose }: RunPlaybookDialogProps) {
  const formId = useId();
  const navigate = useNavigate();
  const [type, setType] = useState<PlaybookResource['type']>(fixedResource?.type ?? 'config');
  const [resource, setResource] = useState<PlaybookResource | null>(fixedResource ?? null);
  const params = usePlaybookParams(playbook.id, resource);
  const parameters = resource ? params.data : undefined;
  const [values, setValues] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const run = useRunPlaybook();

  // Each resource's parameters start from their defaults, templated against it.
  useEffect(() => {
    setValues(initialParameterValues(parameters ?? []));
    setShown(new Set());
  }, [parameters]);

  const errors = useMemo(() => parameterErrors(parameters ?? [], values), [parameters, values]);
  const ready = resource !== null && parameters !== undefined && Object.keys(errors).length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(new Set((parameters ?? []).map((parameter) => parameter.name)));
    if (!ready || !resource) return;
    run.mutate(
      { id: playbook.id, [RESOURCE_ID_PARAM[resource.type]]: resource.id, params: values },
      { onSuccess: (created) => void navigate(`/playbooks/runs/${encodeURIComponent(created.run_id)}`) },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="small"
      title="Run Playbook"
      description={playbookTitle(playbook)}
      footer={<FormDialogFooter formId={formId} onCancel={onClose} pending={run.isPending} busy={!ready} submitLabel="Run" pendingLabel="Running..." />}
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <section aria-label="Resource" className="flex flex-col gap-2">
          <h3 className={SECTION_TITLE}>Resource</h3>
          <RunResourceSection
            type={type}
            resource={resource}
            fixed={fixedResource !== undefined}
            onTypeChange={(next) => {
              setType(next);
              setResource(null);
            }}
            onChange={setResource}
          />
        </section>
        <section aria-label="Playbook Parameters" className="flex flex-col gap-2">
          <h3 className={SECTION_TITLE}>Playbook Parameters</h3>
          <PlaybookParameters
            parameters={parameters}
            loading={resource !== null && params.isPending}
            loadError={resource ? params.error?.message : undefined}
            values={values}
            errors={errors}
            shown={shown}
            onChange={(name, value) => {
              setValues((current) => ({ ...current, [name]: value }));
              run.reset();
            }}
            onTouched={(name) => setShown((current) => new Set([...current, name]))}
          />
        </section>
        {run.error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {run.error.message}
          </p>
        )}
      </form>
    </Modal>
  );
}
