import { FormField } from '#src/ui/form/form-field.tsx';
import { DONE_SCRIPT_EXAMPLES } from './done-script-examples.ts';

/** The optional CEL script of an automatic definition of done, with the examples one click away. */
export function DoneScriptField({ id, value, onChange }: { id: string; value: string; onChange: (script: string) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <FormField id={id} label="Script" hint="A CEL expression; the evidence is done once it answers true. Leave it empty to decide by hand.">
        <textarea id={id} rows={3} value={value} spellCheck={false} className="w-full font-mono text-xs" onChange={(event) => onChange(event.target.value)} />
      </FormField>
      <div className="flex flex-col gap-1">
        <span className="text-xs font-medium text-gray-600">Examples</span>
        <ul className="flex flex-col gap-1">
          {DONE_SCRIPT_EXAMPLES.map((example) => (
            <li key={example.label} className="flex items-center gap-2 text-xs">
              <button
                type="button"
                className="shrink-0 rounded border border-gray-300 px-1.5 py-0.5 font-medium text-gray-700 hover:bg-gray-50"
                aria-label={`Use ${example.label}`}
                onClick={() => onChange(example.script)}
              >
                Use
              </button>
              <span className="text-gray-700">{example.label}</span>
              <code className="min-w-0 truncate text-gray-500" title={example.script}>
                {example.script}
              </code>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
