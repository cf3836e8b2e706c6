import { Badge } from '#src/ui/badge/badge.tsx';
import { formatCountBadge, isHighChangeCount } from '#src/features/catalog/utils/list/catalog-formatters.ts';

export interface CountBadgeProps {
  count: number | null | undefined;
  /** Changes: 500 or more reads red. */
  kind?: 'count' | 'changes';
  title?: string;
}

/** A count as a small pill: 'k+' over 999; nothing for 0. */
export function CountBadge({ count, kind = 'count', title }: CountBadgeProps) {
  if (!count) return null;
  const alarm = kind === 'changes' && isHighChangeCount(count);
  return (
    <Badge shape="count" tone={alarm ? 'critical' : 'neutral'} title={title ?? String(count)} data-alarm={alarm || undefined}>
      {formatCountBadge(count)}
    </Badge>
  );
}
