import { FileSearch } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '#src/ui/page/empty-state.tsx';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundView() {
  return (
    <EmptyState
      icon={FileSearch}
      title={NOT_FOUND_TITLE}
      description="There is no page at this address."
      action={
        <Link to="/" className="text-sm font-medium text-blue-700 hover:underline">
          Go to the dashboard
        </Link>
      }
    />
  );
}
