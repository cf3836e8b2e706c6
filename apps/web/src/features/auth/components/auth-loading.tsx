import { Skeleton } from '#src/ui/skeleton/skeleton.tsx';

/** The skeleton of a flow's form (label, field, label, field, button) shown while it or the session loads. */
export function AuthLoading() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="text-sm text-gray-500">Loading...</span>
      <div aria-hidden="true" className="space-y-3">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full bg-gray-300" />
      </div>
    </div>
  );
}
