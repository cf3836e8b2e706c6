import { Link } from 'react-router';
import type { CheckRelationship } from '../api/check-detail.types.ts';

const targetOf = (relation: CheckRelationship) =>
  relation.kind === 'Config' ? `/catalog/${encodeURIComponent(relation.id)}` : `/topology/${encodeURIComponent(relation.id)}`;

/** The configs and components linked to the check, each linking to its own page. */
export function CheckRelationshipsTab({ relationships }: { relationships: CheckRelationship[] }) {
  return (
    <table aria-label="Relationships" className="w-full text-left text-sm">
      <thead className="border-b border-gray-200 text-xs text-gray-500">
        <tr>
          <th className="p-2">Name</th>
          <th className="p-2">Type</th>
        </tr>
      </thead>
      <tbody>
        {relationships.map((relation) => (
          <tr key={`${relation.kind}-${relation.id}`} className="border-b border-gray-100">
            <td className="p-2">
              <Link to={targetOf(relation)} className="text-blue-700 hover:underline">
                {relation.name}
              </Link>
            </td>
            <td className="p-2">{relation.kind}</td>
          </tr>
        ))}
        {relationships.length === 0 && (
          <tr>
            <td colSpan={2} className="p-4 text-center text-gray-500">
              No data available
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
