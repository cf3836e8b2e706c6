import { useId, useRef } from 'react';

export interface CodeEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  /** Shown under the editor, e.g. why the text is not taken. */
  error?: string;
}

/** A monospace text area with a line-number gutter that scrolls along with the text. */
export function CodeEditor({ label, value, onChange, readOnly = false, error }: CodeEditorProps) {
  const id = useId();
  const errorId = useId();
  const gutter = useRef<HTMLPreElement>(null);
  const lineCount = value.split('\n').length;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium text-gray-700">
        {label}
      </label>
      <div className="flex h-96 overflow-hidden rounded-md border border-gray-300 font-mono text-xs leading-5">
        <pre ref={gutter} aria-hidden className="select-none overflow-hidden bg-gray-50 px-2 py-2 text-right text-gray-400">
          {Array.from({ length: lineCount }, (_, index) => index + 1).join('\n')}
        </pre>
        <textarea
          id={id}
          value={value}
          readOnly={readOnly}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onScroll={(event) => {
            if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
          }}
          className="flex-1 resize-none whitespace-pre px-2 py-2 outline-none read-only:bg-gray-50"
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
