/** The skeleton shown while a flow or the session is being loaded. */
export function AuthLoading() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="text-sm text-slate-500">Loading...</span>
      <div aria-hidden="true" className="space-y-3">
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-10 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-10 animate-pulse rounded bg-slate-200" />
        <div className="h-10 animate-pulse rounded bg-slate-300" />
      </div>
    </div>
  );
}
