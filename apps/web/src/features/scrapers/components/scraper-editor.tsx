import { isOriginEditableInUi, type ScraperRow } from '@vigil/domain';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { FormField } from '#src/ui/form/form-field.tsx';
import { SpecEditorFooter } from '#src/ui/form/spec-editor-footer.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { CodeEditor } from '#src/ui/code-editor/code-editor.tsx';
import { namesSpecField } from '#src/ui/code-editor/spec-field-message.ts';
import { formatSpecYaml, unsavedSpecHint } from '#src/ui/code-editor/yaml-spec.ts';
import { useCreateScraper } from '../api/create-scraper.ts';
import { useDeleteScraper } from '../api/delete-scraper.ts';
import { useRunScraper } from '../api/run-scraper.ts';
import { useUpdateScraper } from '../api/update-scraper.ts';
import { DEFAULT_SCRAPER_SCHEDULE, parseScraperSpec, SCRAPE_CONFIG_DOCUMENT } from '../utils/scraper-spec.ts';
import { ScraperRunSummary } from './scraper-run-summary.tsx';
import { ManagedElsewhereNotice } from '#src/ui/form/managed-elsewhere-notice.tsx';

const LIST = '/catalog/scrapers';
const NEW_SPEC = { schedule: DEFAULT_SCRAPER_SCHEDULE, file: [] };

/**
 * The Spec tab: name and the spec as YAML (or JSON, or a whole ScrapeConfig document) with Save,
 * Delete and Run Now; read-only when the scraper is not from the UI. Text that does not parse is
 * never saved: Save waits until it is fixed (docs/decisions/0015).
 */
export function ScraperEditor({ scraper }: { scraper: ScraperRow | null }) {
  const formId = useId();
  const nameId = useId();
  const navigate = useNavigate();
  const canWrite = usePermission('config_scrapers', 'write');
  const [name, setName] = useState(scraper?.name ?? '');
  const [text, setText] = useState(() => formatSpecYaml(scraper?.spec ?? NEW_SPEC));
  const [nameError, setNameError] = useState<string>();
  const parsed = useMemo(() => parseScraperSpec(text), [text]);
  const create = useCreateScraper();
  const update = useUpdateScraper(scraper?.name ?? '');
  const remove = useDeleteScraper(scraper?.name ?? '');
  const run = useRunScraper();
  const managedElsewhere = scraper !== null && !isOriginEditableInUi(scraper);
  const readOnly = !canWrite || managedElsewhere;
  const failure = create.error ?? update.error ?? remove.error ?? run.error;
  const specFailure = failure && namesSpecField(failure.message) ? failure.message : undefined;
  const specError = parsed.ok ? specFailure : unsavedSpecHint(parsed.error);

  const changeSpec = (next: string) => {
    setText(next);
    create.reset();
    update.reset();
    const document = parseScraperSpec(next);
    if (!scraper && name === '' && document.ok && document.metadata?.name) {
      setName(document.metadata.name);
      setNameError(undefined);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setNameError('Name is required');
    if (!parsed.ok) return;
    const done = { onSuccess: () => void navigate(LIST) };
    if (scraper) update.mutate({ id: scraper.id, spec: parsed.spec }, done);
    else create.mutate({ name: name.trim(), spec: parsed.spec }, done);
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {managedElsewhere && <ManagedElsewhereNotice what="scraper" origin={scraper} />}
      <FormField id={nameId} label="Name" error={nameError}>
        <input
          id={nameId}
          value={name}
          readOnly={scraper !== null || readOnly}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
        />
      </FormField>
      <CodeEditor
        label="Spec (YAML)"
        value={text}
        readOnly={readOnly}
        onChange={changeSpec}
        schemaKind={SCRAPE_CONFIG_DOCUMENT.kind}
        error={specError}
      />
      {run.data && <ScraperRunSummary result={run.data} />}
      <SpecEditorFooter
        failure={specFailure ? undefined : failure?.message}
        readOnly={readOnly}
        submitDisabled={create.isPending || update.isPending || !parsed.ok}
        deletion={
          scraper
            ? {
                title: 'Delete Scraper',
                question: `Delete the scraper ${scraper.name}? It stops running.`,
                pending: remove.isPending,
                onConfirm: (close) => remove.mutate(scraper.id, { onSuccess: () => void navigate(LIST), onSettled: close }),
              }
            : undefined
        }
      >
        {scraper && canWrite && (
          <button type="button" className={SECONDARY_BUTTON} disabled={run.isPending} onClick={() => run.mutate(scraper.id)}>
            {run.isPending ? 'Running...' : 'Run Now'}
          </button>
        )}
      </SpecEditorFooter>
    </form>
  );
}
