import { Link } from 'react-router';
import { SimpleTable } from '#src/ui/data-table/simple-table.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import type { RelatedConfig } from '#src/features/catalog/api/related-config.types.ts';
import { groupRelatedConfigsByType } from '#src/features/catalog/utils/relationships/related-configs-filter.ts';
import { HealthLabel } from '../list/health-label.tsx';

const RELATED_CONFIG_HEADERS = ['Name', 'Relationship', 'Status', 'Health'];

/** The related configs grouped by type, each row linking to the config; deleted ones greyed and last. */
export function RelationshipsTable({ configs }: { configs: readonly RelatedConfig[] }) {
  return (
    <SimpleTable label="Related configs" headers={RELATED_CONFIG_HEADERS}>
      {groupRelatedConfigsByType(configs).map((group) => (
        <tbody key={group.type}>
          <tr className="bg-gray-50">
            <th colSpan={RELATED_CONFIG_HEADERS.length} scope="rowgroup" className="px-3 py-1.5 font-semibold text-gray-800">
              <Icon name={group.type} className="mr-1.5 align-text-bottom" />
              {group.type} <span className="font-normal text-gray-500">({group.configs.length})</span>
            </th>
          </tr>
          {group.configs.map((config) => (
            <tr key={config.id} data-deleted={Boolean(config.deleted_at)} className={config.deleted_at ? 'text-gray-400' : undefined}>
              <td className="px-3 py-1.5">
                <Link to={`/catalog/${config.id}`} className="hover:underline">
                  {config.name ?? config.id}
                </Link>
              </td>
              <td className="px-3 py-1.5 capitalize">{config.direction}</td>
              <td className="px-3 py-1.5">{config.status}</td>
              <td className="px-3 py-1.5">
                <HealthLabel health={config.health} />
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </SimpleTable>
  );
}
