import { Lock } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Why a resource not made in the UI cannot be edited here: what it is, and what manages it (a
 * Kubernetes object, a file, an agent; `component/{id}` links to that component).
 */
export function ManagedElsewhereNotice({ what, source }: { what: string; source: string }) {
  const [kind, ...rest] = source.split('/');
  const target = rest.join('/');
  return (
    <p role="note" className="flex items-center gap-2 rounded-md bg-gray-100 px-3 py-2 text-sm text-gray-700">
      <Lock aria-hidden className="size-4" />
      <span>
        This {what} is read-only: it is managed by{' '}
        {kind === 'component' && target ? (
          <Link to={`/topology/${target}`} className="font-medium underline">
            {source}
          </Link>
        ) : (
          <span className="font-medium">{source}</span>
        )}
        .
      </span>
    </p>
  );
}
