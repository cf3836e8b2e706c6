export type DiffLineKind = 'added' | 'removed' | 'hunk' | 'header' | 'context';

export interface DiffLine {
  kind: DiffLineKind;
  text: string;
}

/** Splits a unified diff into lines tagged by what they do, so added and removed lines can be coloured. */
export function unifiedDiffLines(diff: string): DiffLine[] {
  const lines = diff.replace(/\n$/, '').split('\n');
  return lines.map((text) => ({ kind: kindOf(text), text }));
}

function kindOf(line: string): DiffLineKind {
  if (line.startsWith('+++') || line.startsWith('---') || line.startsWith('diff ') || line.startsWith('index ')) {
    return 'header';
  }
  if (line.startsWith('@@')) return 'hunk';
  if (line.startsWith('+')) return 'added';
  if (line.startsWith('-')) return 'removed';
  return 'context';
}
