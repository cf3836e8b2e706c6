import { TriangleAlert } from 'lucide-react';
import type { ConfigDetail } from '#src/features/catalog/api/config-detail.types.ts';
import { formatDetailTime } from '#src/features/catalog/utils/detail/format-detail-time.ts';
import { isConfigStale } from '#src/features/catalog/utils/detail/is-config-stale.ts';

/** Warns that the config was not scraped for over an hour, so what is shown may be out of date. */
export function StaleConfigWarning({ config }: { config: ConfigDetail }) {
  if (!isConfigStale(config)) return null;
  return (
    <p role="status" className="flex items-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      <TriangleAlert aria-hidden className="size-4" />
      This config may be out of date: it was last scraped {formatDetailTime(config.last_scraped_time)}.
    </p>
  );
}
