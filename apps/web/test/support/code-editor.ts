import { EditorView } from '@codemirror/view';
import { act } from '@testing-library/react';

/**
 * Typing into the kit's code editor (CodeMirror) the way its own input handling does: jsdom has no
 * layout or selection for its content element, so the edits go through the editor's view as the
 * user's input and paste would. `editor` is the element named by the editor's label.
 */
function viewOf(editor: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(editor);
  if (!view) throw new Error('not a code editor');
  return view;
}

/** The editor's whole text. */
export function editorText(editor: HTMLElement): string {
  return viewOf(editor).state.doc.toString();
}

/** Selects all and pastes `text` over it. */
export function pasteIntoEditor(editor: HTMLElement, text: string): void {
  const view = viewOf(editor);
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.paste' }));
}

/** Types `text` at the end of the editor's text. */
export function typeAtEnd(editor: HTMLElement, text: string): void {
  const view = viewOf(editor);
  const end = view.state.doc.length;
  act(() => view.dispatch({ changes: { from: end, insert: text }, selection: { anchor: end + text.length }, userEvent: 'input.type' }));
}

/** Presses Backspace `count` times at the end of the editor's text. */
export function backspaceAtEnd(editor: HTMLElement, count: number): void {
  const view = viewOf(editor);
  const end = view.state.doc.length;
  act(() => view.dispatch({ changes: { from: Math.max(0, end - count), to: end }, userEvent: 'delete.backward' }));
}
