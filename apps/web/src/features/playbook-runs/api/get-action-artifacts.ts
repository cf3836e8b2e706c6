import { useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { playbookRunActionKeys } from './playbook-run-keys.ts';

/** A file an action left behind (an exec action's `artifacts`), as the server lists it. */
export interface ActionArtifact {
  id: string;
  path: string;
  content_type: string;
  size: number;
}

/** Where the browser downloads one artifact. */
export function artifactUrl(actionId: string, artifactId: string): string {
  return `/api/playbook/run/action/${encodeURIComponent(actionId)}/artifacts/${encodeURIComponent(artifactId)}`;
}

/** The action's files, read once it is over (they are saved when it ends). */
export function useActionArtifacts(actionId: string, over: boolean) {
  return useQuery({
    queryKey: [...playbookRunActionKeys.detail(actionId), 'artifacts'] as const,
    queryFn: ({ signal }) => http.get<ActionArtifact[]>('playbook', `/run/action/${encodeURIComponent(actionId)}/artifacts`, { signal }),
    enabled: over,
  });
}
