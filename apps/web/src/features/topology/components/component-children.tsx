import type { TopologyComponent } from '@vigil/domain';
import { Link } from 'react-router';
import { FOCUS_RING } from '#src/ui/styles/kit-classes.ts';
import { StatusDot } from './status-dot.tsx';

/** The component's children by name and status; one with children of its own links to their grid. */
export function ComponentChildren({ components, hrefOf }: { components: readonly TopologyComponent[]; hrefOf?: (id: string) => string }) {
  if (components.length === 0) return null;
  return (
    <ul aria-label="Children" className="flex flex-wrap gap-1">
      {components.map((child) => {
        const opens = hrefOf && ((child.components?.length ?? 0) > 0 || !child.is_leaf);
        const content = (
          <>
            <StatusDot status={child.status} />
            <span className="truncate">{child.name}</span>
          </>
        );
        return (
          <li key={child.id} className="max-w-full min-w-0">
            {opens ? (
              <Link
                to={hrefOf(child.id)}
                onClick={(event) => event.stopPropagation()}
                className={`flex min-w-0 items-center gap-1 rounded border border-gray-200 px-1.5 py-0.5 text-xs text-gray-700 hover:bg-gray-100 ${FOCUS_RING}`}
              >
                {content}
              </Link>
            ) : (
              <span className="flex min-w-0 items-center gap-1 rounded border border-gray-200 px-1.5 py-0.5 text-xs text-gray-700">{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
