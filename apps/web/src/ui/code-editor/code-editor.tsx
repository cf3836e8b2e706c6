import { lazy, Suspense, useId } from 'react';

export interface CodeEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  /** Shown under the editor, e.g. why the text is not taken; marked at its line when it names a spec field. */
  error?: string | undefined;
  /**
   * The spec kind whose JSON Schema (`/api/schemas/<kind>.schema.json`) drives completion and
   * inline errors, e.g. `Canary`; without one the editor only highlights YAML.
   */
  schemaKind?: string | undefined;
}

// CodeMirror is fetched with the first editor shown, not with the app.
const CodeMirrorEditor = lazy(async () => ({ default: (await import('./codemirror-editor.tsx')).CodeMirrorEditor }));

/** A YAML editor with line numbers, completion and inline errors from the spec kind's schema, and the error line under it. */
export function CodeEditor({ label, value, onChange, readOnly = false, error, schemaKind }: CodeEditorProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <span id={labelId} className="font-medium text-gray-700">
        {label}
      </span>
      <div className="overflow-hidden rounded-md border border-gray-300">
        <Suspense fallback={<div aria-busy="true" className="h-96 bg-gray-50" />}>
          <CodeMirrorEditor
            labelId={labelId}
            errorId={error ? errorId : undefined}
            value={value}
            onChange={onChange}
            readOnly={readOnly}
            error={error}
            schemaKind={schemaKind}
          />
        </Suspense>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
