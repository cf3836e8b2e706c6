import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#src/app/providers/create-query-client.ts';
import { CodeEditor } from '#src/ui/code-editor/code-editor.tsx';
import { editorText, typeAtEnd } from '#test/support/code-editor.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { PROBE_DOCUMENT_SCHEMA } from './spec-schema-fixture.ts';

const API = fakeServerForEachTest();
const SCHEMA_PATH = '/api/schemas/Probe.schema.json';

function show(editors: { value: string; error?: string; readOnly?: boolean; onChange?: (value: string) => void }[]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {editors.map((editor, index) => (
        <CodeEditor key={index} label={`Spec ${index + 1}`} schemaKind="Probe" onChange={() => {}} {...editor} />
      ))}
    </QueryClientProvider>,
  );
}

/** The pieces of text marked as errors in the editor. */
function marked(editor: HTMLElement): string[] {
  return [...editor.querySelectorAll('.cm-lintRange-error')].map((mark) => mark.textContent ?? '');
}

describe('CodeEditor', () => {
  it('is a text box named by its label, showing the text, with the error under it as its description', async () => {
    API.on('GET', SCHEMA_PATH, { body: PROBE_DOCUMENT_SCHEMA });
    show([{ value: 'schedule: "@every 1m"\n', error: 'Not valid YAML. Not saved until fixed.' }]);
    const editor = await screen.findByRole('textbox', { name: 'Spec 1' });
    expect(editorText(editor)).toBe('schedule: "@every 1m"\n');
    expect(editor).toHaveAccessibleDescription('Not valid YAML. Not saved until fixed.');
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).not.toHaveAttribute('aria-readonly');
  });

  it('fetches the schema of its kind once for every editor of that kind', async () => {
    API.on('GET', SCHEMA_PATH, { body: PROBE_DOCUMENT_SCHEMA });
    show([{ value: 'schedule: a\n' }, { value: 'schedule: b\n' }]);
    await screen.findByRole('textbox', { name: 'Spec 2' });
    await waitFor(() => expect(API.calls('GET', SCHEMA_PATH)).toHaveLength(1));
  });

  it('marks a field the schema does not know at its line, and checks again as the text changes', async () => {
    API.on('GET', SCHEMA_PATH, { body: PROBE_DOCUMENT_SCHEMA });
    let text = 'http:\n  - url: http://a\n    bogus: 1\n';
    show([{ value: text, onChange: (next) => (text = next) }]);
    const editor = await screen.findByRole('textbox', { name: 'Spec 1' });
    await waitFor(() => expect(marked(editor)).toEqual(['bogus']));
    expect(editor.querySelectorAll('.cm-line')[2]).toContainElement(editor.querySelector('.cm-lintRange-error') as HTMLElement);
    typeAtEnd(editor, 'schedule: 5\n');
    expect(text).toBe('http:\n  - url: http://a\n    bogus: 1\nschedule: 5\n');
    await waitFor(() => expect(marked(editor)).toEqual(['bogus', '5']));
  });

  it("marks the server's refusal at the field it names", async () => {
    API.on('GET', SCHEMA_PATH, { status: 404, body: { message: 'no such schema' } });
    show([{ value: 'http:\n  - url: http://a\n    name: web\n', error: 'spec.http[0].name: is taken' }]);
    const editor = await screen.findByRole('textbox', { name: 'Spec 1' });
    await waitFor(() => expect(marked(editor)).toEqual(['web']));
  });

  it('says it is read-only when it is', async () => {
    API.on('GET', SCHEMA_PATH, { body: PROBE_DOCUMENT_SCHEMA });
    show([{ value: 'schedule: a\n', readOnly: true }]);
    const editor = await screen.findByRole('textbox', { name: 'Spec 1' });
    expect(editor).toHaveAttribute('aria-readonly', 'true');
  });
});
