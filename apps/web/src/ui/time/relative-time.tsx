import { formatTimeAgo, formatTimestamp } from '@vigil/domain';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';

/**
 * A stored time as tables show it (docs/UI.md): how long ago, with the absolute time in the
 * reader's locale in a tooltip; nothing for a time that means never.
 */
export function RelativeTime({ value, now }: { value: string | null | undefined; now?: number }) {
  const ago = formatTimeAgo(value, now);
  if (!value || !ago) return null;
  return (
    <Tooltip content={formatTimestamp(value)}>
      <time dateTime={value} tabIndex={0} className="whitespace-nowrap tabular-nums">
        {ago}
      </time>
    </Tooltip>
  );
}
