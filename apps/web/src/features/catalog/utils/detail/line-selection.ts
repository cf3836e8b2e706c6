/** The selected lines of the config content, kept in the `selected` query parameter as `3` or `3-9`. */
export interface LineSelection {
  start: number;
  end: number;
}

/** Reads `selected`; anything that is not a line or a range of lines means no selection. */
export function parseLineSelection(value: string | null): LineSelection | null {
  if (!value) return null;
  const match = /^(\d+)(?:-(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const first = Number(match[1]);
  const second = match[2] === undefined ? first : Number(match[2]);
  if (first < 1 || second < 1) return null;
  return { start: Math.min(first, second), end: Math.max(first, second) };
}

export function formatLineSelection(selection: LineSelection): string {
  return selection.start === selection.end ? String(selection.start) : `${selection.start}-${selection.end}`;
}

/** A click selects one line; a shift-click stretches the current selection to the clicked line. */
export function nextLineSelection(current: LineSelection | null, line: number, extend: boolean): LineSelection {
  if (!extend || !current) return { start: line, end: line };
  const anchor = line < current.start ? current.end : current.start;
  return { start: Math.min(anchor, line), end: Math.max(anchor, line) };
}

export function isLineSelected(selection: LineSelection | null, line: number): boolean {
  return selection !== null && line >= selection.start && line <= selection.end;
}
