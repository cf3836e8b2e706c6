import { Link } from 'react-router';
import { SimpleTable } from '#src/ui/data-table/simple-table.tsx';
import type { CheckRelationship } from '../api/check-detail.types.ts';

const RELATIONSHIP_HEADERS = ['Name', 'Type'];

const targetOf = (relation: CheckRelationship) =>
  relation.kind === 'Config' ? `/catalog/${encodeURIComponent(relation.id)}` : `/topology/${encodeURIComponent(relation.id)}`;

/** The configs and components linked to the check, each linking to its own page. */
export function CheckRelationshipsTab({ relationships }: { relationships: CheckRelationship[] }) {
  return (
    <SimpleTable label="Relationships" headers={RELATIONSHIP_HEADERS}>
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
            <td colSpan={RELATIONSHIP_HEADERS.length} className="p-4 text-center text-gray-500">
              No data available
            </td>
          </tr>
        )}
      </tbody>
    </SimpleTable>
  );
}
