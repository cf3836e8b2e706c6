import { type DiffLineKind, unifiedDiffLines } from '#src/features/catalog/utils/changes/unified-diff-lines.ts';

const LINE_CLASSES: Record<DiffLineKind, string> = {
  added: 'bg-green-50 text-green-800',
  removed: 'bg-red-50 text-red-800',
  hunk: 'bg-blue-50 text-blue-800',
  header: 'text-gray-500',
  context: 'text-gray-800',
};

/** A unified diff with added lines green and removed lines red. */
export function UnifiedDiffView({ diff }: { diff: string }) {
  return (
    <pre aria-label="Diff" className="overflow-auto rounded border border-gray-200 text-xs leading-5">
      {unifiedDiffLines(diff).map((line, index) => (
        <div key={index} data-diff-line={line.kind} className={`px-2 whitespace-pre ${LINE_CLASSES[line.kind]}`}>
          {line.text || ' '}
        </div>
      ))}
    </pre>
  );
}
