import { LoaderCircle } from 'lucide-react';

export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-2 py-16 text-sm text-gray-500">
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      {label}
    </div>
  );
}
