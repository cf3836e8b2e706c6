import { formatSpecYaml } from '#src/ui/code-editor/yaml-spec.ts';

/** The spec as read-only YAML with line numbers. */
export function CheckSpecTab({ spec }: { spec: unknown }) {
  if (spec === null || spec === undefined) return <p className="p-4 text-sm text-gray-500">No spec</p>;
  const lines = formatSpecYaml(spec).split('\n');
  return (
    <pre aria-label="Spec YAML" className="overflow-auto rounded bg-gray-50 p-2 font-mono text-xs">
      <table>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <td className="select-none pr-3 text-right text-gray-400">{index + 1}</td>
              <td className="whitespace-pre">{line}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </pre>
  );
}
