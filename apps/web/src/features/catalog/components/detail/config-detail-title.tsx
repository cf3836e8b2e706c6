import { Trash2 } from 'lucide-react';
import { Badge } from '#src/ui/badge/badge.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import type { ConfigDetail } from '#src/features/catalog/api/config-detail.types.ts';
import { formatDetailTime } from '#src/features/catalog/utils/detail/format-detail-time.ts';

/** The config's name, with a deleted marker whose tooltip tells when. */
export function ConfigDetailTitle({ config }: { config: ConfigDetail }) {
  return (
    <span className="flex items-center gap-2">
      {config.type && <Icon name={config.type} size={20} />}
      <span>{config.name || config.id}</span>
      {config.deleted_at && (
        <Badge tone="danger" title={`Deleted: ${formatDetailTime(config.deleted_at)}`} className="gap-1">
          <Trash2 aria-hidden className="size-3" />
          Deleted
        </Badge>
      )}
    </span>
  );
}
