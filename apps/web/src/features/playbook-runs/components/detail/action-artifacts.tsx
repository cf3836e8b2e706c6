import { FileDown } from 'lucide-react';
import { artifactUrl, useActionArtifacts } from '#src/features/playbook-runs/api/get-action-artifacts.ts';

/** The files the action left, each a download; nothing while it runs or when it left none. */
export function ActionArtifacts({ actionId, over }: { actionId: string; over: boolean }) {
  const artifacts = useActionArtifacts(actionId, over);
  if (!artifacts.data || artifacts.data.length === 0) return null;
  return (
    <section aria-label="Artifacts">
      <h3 className="mb-1 text-xs font-semibold text-gray-600">Artifacts</h3>
      <ul className="flex flex-col gap-1">
        {artifacts.data.map((artifact) => (
          <li key={artifact.id}>
            <a href={artifactUrl(actionId, artifact.id)} download className="inline-flex items-center gap-1.5 text-sm text-blue-700 hover:underline">
              <FileDown aria-hidden className="size-4" />
              {artifact.path}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
