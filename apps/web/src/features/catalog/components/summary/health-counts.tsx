import type { ConfigHealthCounts as Counts } from '@vigil/domain';
import { formatCountBadge } from '#src/features/catalog/utils/list/catalog-formatters.ts';

/** Spec 002 §4: green, red, orange, gray. */
const ORDER = [
  ['healthy', 'text-green-700'],
  ['unhealthy', 'text-red-700'],
  ['warning', 'text-orange-600'],
  ['unknown', 'text-gray-500'],
] as const;

/** A summary row's items by health; zero counts are left out. */
export function HealthCounts({ health }: { health: Counts | null | undefined }) {
  return (
    <span className="inline-flex gap-2">
      {ORDER.map(([name, colour]) => {
        const count = health?.[name] ?? 0;
        if (!count) return null;
        return (
          <span key={name} className={colour} title={`${count} ${name}`} aria-label={`${count} ${name}`}>
            {formatCountBadge(count)}
          </span>
        );
      })}
    </span>
  );
}
