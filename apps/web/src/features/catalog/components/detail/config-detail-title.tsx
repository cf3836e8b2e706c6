import { Trash2 } from 'lucide-react';
import { Icon } from '../../../../ui/icon/icon.tsx';
import type { ConfigDetail } from '../../api/config-detail.types.ts';
import { formatDetailTime } from '../../utils/detail/format-detail-time.ts';

/** The config's name, with a deleted marker whose tooltip tells when. */
export function ConfigDetailTitle({ config }: { config: ConfigDetail }) {
  return (
    <span className="flex items-center gap-2">
      {config.type && <Icon name={config.type} size={20} />}
      <span>{config.name || config.id}</span>
      {config.deleted_at && (
        <span
          title={`Deleted: ${formatDetailTime(config.deleted_at)}`}
          className="inline-flex items-center gap-1 rounded bg-red-50 px-1.5 text-xs font-normal text-red-700"
        >
          <Trash2 aria-hidden className="size-3" />
          Deleted
        </span>
      )}
    </span>
  );
}
