import { Badge } from '#src/ui/badge/badge.tsx';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';

/** A resource's tags in a table cell: the first one, then '+N more' with all of them in a tooltip (spec 001 §2.5). */
export function TagsCell({ tags }: { tags: Record<string, string> | null | undefined }) {
  const entries = Object.entries(tags ?? {}).map(([key, value]) => `${key}: ${value}`);
  const [first, ...rest] = entries;
  if (first === undefined) return null;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Badge className="max-w-40 truncate">{first}</Badge>
      {rest.length > 0 && (
        <Tooltip content={entries.join('\n')}>
          <button type="button" onClick={(event) => event.stopPropagation()} className="text-xs text-gray-600 hover:underline">
            +{rest.length} more
          </button>
        </Tooltip>
      )}
    </span>
  );
}
