import { Modal } from '#src/ui/modal/modal.tsx';

function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** The parameters the run was started with (spec 002 §2 'Params'). */
export function RunParamsDialog({ open, onClose, parameters }: { open: boolean; onClose: () => void; parameters: Record<string, unknown> | null }) {
  const entries = Object.entries(parameters ?? {});
  return (
    <Modal open={open} onClose={onClose} title="Params" size="very-small" expandable={false}>
      {entries.length === 0 ? (
        <p className="text-sm text-gray-500">This run has no parameters.</p>
      ) : (
        <table aria-label="Parameters" className="w-full text-sm">
          <tbody>
            {entries.map(([name, value]) => (
              <tr key={name} className="border-b border-gray-100 align-top last:border-0">
                <th scope="row" className="w-1/3 py-2 pr-4 text-left font-medium text-gray-700">
                  {name}
                </th>
                <td className="py-2 font-mono text-xs whitespace-pre-wrap break-words text-gray-900">{shown(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
