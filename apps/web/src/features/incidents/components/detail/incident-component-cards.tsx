import { Link } from 'react-router';
import { Icon } from '#src/ui/icon/icon.tsx';
import { Skeleton } from '#src/ui/skeleton/skeleton.tsx';
import { type IncidentComponent, useIncidentComponents } from '#src/features/incidents/api/get-incident-components.ts';

/** Health colours of UI.md: green healthy, red unhealthy, orange warning, grey anything else. */
const STATUS_COLOURS: Record<string, { edge: string; dot: string }> = {
  healthy: { edge: 'border-l-green-500', dot: 'bg-green-500' },
  unhealthy: { edge: 'border-l-red-500', dot: 'bg-red-500' },
  warning: { edge: 'border-l-orange-400', dot: 'bg-orange-400' },
};
const UNKNOWN_COLOURS = { edge: 'border-l-gray-300', dot: 'bg-gray-400' };

const CARD = 'flex w-60 shrink-0 flex-col gap-1 rounded-md border border-l-4 border-gray-200 bg-white px-3 py-2';

function ComponentCard({ component }: { component: IncidentComponent }) {
  const status = component.status || 'unknown';
  const colours = STATUS_COLOURS[status] ?? UNKNOWN_COLOURS;
  return (
    <li>
      <Link
        to={`/topology/${component.id}`}
        aria-label={`${component.name} (${status})`}
        className={`${CARD} ${colours.edge} hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-blue-600`}
      >
        <span className="flex min-w-0 items-center gap-2">
          <Icon name={component.icon || component.type} size={18} />
          <span className="truncate text-sm font-medium text-gray-900" title={component.name}>
            {component.name}
          </span>
        </span>
        <span className="flex min-w-0 items-center gap-2 text-xs text-gray-500">
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className={`size-2 rounded-full ${colours.dot}`} />
            {status}
          </span>
          {component.type && (
            <span className="truncate" title={component.type}>
              {component.type}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/**
 * The row of component cards under the breadcrumb (spec 002 §2): the topology components attached
 * as evidence, each leading to its topology page. Nothing when there are none.
 */
export function IncidentComponentCards({ incidentId }: { incidentId: string }) {
  const components = useIncidentComponents(incidentId);
  if (components.isPending)
    return (
      <div aria-busy="true" aria-label="Loading components" className="mb-4 flex flex-wrap gap-3">
        <Skeleton className="h-14 w-60" />
        <Skeleton className="h-14 w-60" />
      </div>
    );
  if (components.isError)
    return (
      <p role="alert" className="mb-4 text-sm text-red-600">
        Could not load the incident's components: {components.error.message}{' '}
        <button type="button" className="font-medium text-blue-700 hover:underline" onClick={() => void components.refetch()}>
          Retry
        </button>
      </p>
    );
  if (components.data.length === 0) return null;
  return (
    <ul aria-label="Components" className="mb-4 flex flex-wrap gap-3">
      {components.data.map((component) => (
        <ComponentCard key={component.id} component={component} />
      ))}
    </ul>
  );
}
