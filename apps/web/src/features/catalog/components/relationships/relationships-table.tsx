import { Link } from 'react-router';
import type { RelatedConfig } from '../../api/related-config.types.ts';
import { groupRelatedConfigsByType } from '../../utils/relationships/related-configs-filter.ts';
import { HealthLabel } from '../list/health-label.tsx';

/** The related configs grouped by type, each row linking to the config; deleted ones greyed and last. */
export function RelationshipsTable({ configs }: { configs: readonly RelatedConfig[] }) {
  return (
    <table aria-label="Related configs" className="w-full text-left text-sm">
      <thead className="border-b border-gray-200 text-gray-600">
        <tr>
          <th className="px-3 py-2 font-medium">Name</th>
          <th className="px-3 py-2 font-medium">Relationship</th>
          <th className="px-3 py-2 font-medium">Status</th>
          <th className="px-3 py-2 font-medium">Health</th>
        </tr>
      </thead>
      {groupRelatedConfigsByType(configs).map((group) => (
        <tbody key={group.type}>
          <tr className="bg-gray-50">
            <th colSpan={4} scope="rowgroup" className="px-3 py-1.5 font-semibold text-gray-800">
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
    </table>
  );
}
