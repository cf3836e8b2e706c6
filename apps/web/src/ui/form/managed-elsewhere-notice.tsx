import { isLocalAgent, type ResourceOrigin } from '@vigil/domain';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';

/** Where a source of the form `<kind>/<id>` is shown in the app (spec 001 §2.5). */
const SOURCE_PAGES: Record<string, (id: string) => string> = {
  component: (id) => `/topology/${id}`,
  canary: (id) => `/settings/canaries/${id}`,
  scraper: (id) => `/catalog/scrapers/${id}`,
  topology: (id) => `/settings/topologies/${id}`,
  team: (id) => `/settings/teams/${id}`,
};

function SourceLink({ source }: { source: string }) {
  const [kind = '', ...rest] = source.split('/');
  const target = rest.join('/');
  const page = SOURCE_PAGES[kind];
  if (!page || target === '') return <span className="font-medium">{source}</span>;
  return (
    <Link to={page(target)} className="font-medium underline">
      {source}
    </Link>
  );
}

/**
 * Why a resource cannot be edited here: a remote agent owns it ('Linked to {agent}', opening the
 * agent), or something else manages it (a Kubernetes object, a file; `component/{id}`, `canary/{id}`,
 * `scraper/{id}`, `topology/{id}` and `team/{id}` link to that resource). Shown instead of the save button.
 */
export function ManagedElsewhereNotice({ what, origin }: { what: string; origin: ResourceOrigin }) {
  const remoteAgent = !isLocalAgent(origin.agent_id) ? origin.agent_id : undefined;
  return (
    <p role="note" className="flex items-center gap-2 rounded-md bg-gray-100 px-3 py-2 text-sm text-gray-700">
      <Lock aria-hidden className="size-4" />
      {remoteAgent ? (
        <span>
          This {what} is read-only: it belongs to a remote agent.{' '}
          <Link to={`/settings/agents?id=${encodeURIComponent(remoteAgent)}`} className="font-medium underline">
            Linked to {origin.agent?.name ?? remoteAgent}
          </Link>
        </span>
      ) : (
        <span>
          This {what} is read-only: it is managed by <SourceLink source={origin.source ?? ''} />.
        </span>
      )}
    </p>
  );
}
