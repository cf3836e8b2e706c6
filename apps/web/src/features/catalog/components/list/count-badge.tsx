import { formatCountBadge, isHighChangeCount } from '../../utils/list/catalog-formatters.ts';

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
    <span
      title={title ?? String(count)}
      data-alarm={alarm || undefined}
      className={`inline-block min-w-6 rounded-full px-2 text-center text-xs ${alarm ? 'bg-red-100 font-medium text-red-700' : 'bg-gray-100 text-gray-700'}`}
    >
      {formatCountBadge(count)}
    </span>
  );
}
