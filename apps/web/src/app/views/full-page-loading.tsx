import { LoadingState } from '#src/ui/page/loading-state.tsx';

export function FullPageLoading({ label }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gray-50">
      <LoadingState label={label} />
    </div>
  );
}
