import { autocompletion, completionKeymap, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, linter, type Diagnostic } from '@codemirror/lint';
import { Annotation, Compartment, EditorState, Facet, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { useSpecSchema } from '#src/api/spec-schemas/get-spec-schema.ts';
import type { JsonSchema } from './json-schema-validator.ts';
import { schemaCompletions } from './schema-completion.ts';
import { specSchemaDiagnostics } from './spec-schema-diagnostics.ts';

export interface CodeMirrorEditorProps {
  labelId: string;
  /** The id of the error line under the editor, when there is one. */
  errorId: string | undefined;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  error: string | undefined;
  schemaKind: string | undefined;
}

interface SchemaContext {
  schema: JsonSchema | undefined;
  /** The text under the editor; marked at its line when it names a spec field. */
  error: string | undefined;
}

const schemaContext = Facet.define<SchemaContext, SchemaContext>({
  combine: (values) => values[0] ?? { schema: undefined, error: undefined },
});

// Marks the editor's own copies of a new `value` prop, which are not the user's edits.
const fromProps = Annotation.define<boolean>();

const theme = EditorView.theme({
  '&': { height: '24rem', fontSize: '12px' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', lineHeight: '1.25rem' },
  '.cm-gutters': { backgroundColor: 'rgb(249 250 251)', color: 'rgb(156 163 175)', border: 'none' },
});

function completeFromSchema(context: CompletionContext): CompletionResult | null {
  const { schema } = context.state.facet(schemaContext);
  if (schema === undefined) return null;
  const word = context.matchBefore(/[\w$.-]*/);
  if (!context.explicit && (!word || word.from === word.to)) return null;
  const found = schemaCompletions(context.state.doc.toString(), context.pos, schema);
  if (!found || found.options.length === 0) return null;
  return {
    from: found.from,
    options: found.options.map((option) => ({ label: option.label, apply: option.apply, type: option.type, ...(option.info ? { info: option.info } : {}) })),
    validFor: /^[\w$.-]*$/,
  };
}

function lintFromSchema(view: EditorView): Diagnostic[] {
  const { schema, error } = view.state.facet(schemaContext);
  const length = view.state.doc.length;
  return specSchemaDiagnostics(view.state.doc.toString(), schema, error).map((problem) => ({
    from: Math.min(problem.from, length),
    to: Math.min(Math.max(problem.to, problem.from), length),
    severity: 'error',
    message: problem.message,
  }));
}

function contentAttributes(props: CodeMirrorEditorProps): Extension {
  return EditorView.contentAttributes.of({
    'aria-labelledby': props.labelId,
    ...(props.errorId ? { 'aria-describedby': props.errorId, 'aria-invalid': 'true' } : {}),
  });
}

/** CodeMirror with YAML highlighting, line numbers, and completion and inline errors from the kind's JSON Schema. */
export function CodeMirrorEditor(props: CodeMirrorEditorProps) {
  const { value, readOnly, error, schemaKind } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const compartments = useRef({ readOnly: new Compartment(), attributes: new Compartment(), context: new Compartment() });
  const schema = useSpecSchema(schemaKind).data as JsonSchema | undefined;
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const { readOnly: readOnlyPart, attributes, context } = compartments.current;
    const initial = latest.current;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial.value,
        extensions: [
          lineNumbers(),
          history(),
          yaml(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          autocompletion({ override: [completeFromSchema] }),
          linter(lintFromSchema, { delay: 300, needsRefresh: (update) => update.startState.facet(schemaContext) !== update.state.facet(schemaContext) }),
          lintGutter(),
          // Tab is left to move focus on, as in any form field; Enter keeps the indentation.
          keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap]),
          theme,
          readOnlyPart.of(EditorState.readOnly.of(initial.readOnly)),
          attributes.of(contentAttributes(initial)),
          context.of(schemaContext.of({ schema: undefined, error: initial.error })),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((transaction) => transaction.annotation(fromProps))) {
              onChange.current(update.state.doc.toString());
            }
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value }, annotations: fromProps.of(true) });
  }, [value]);

  useEffect(() => {
    const { readOnly: readOnlyPart, attributes, context } = compartments.current;
    view.current?.dispatch({
      effects: [
        readOnlyPart.reconfigure(EditorState.readOnly.of(readOnly)),
        attributes.reconfigure(contentAttributes(latest.current)),
        context.reconfigure(schemaContext.of({ schema, error })),
      ],
    });
  }, [readOnly, error, schema, props.errorId, props.labelId]);

  return <div ref={host} className={readOnly ? 'bg-gray-50' : undefined} />;
}
