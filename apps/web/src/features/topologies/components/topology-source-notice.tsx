import { Lock } from 'lucide-react';

/** Why a topology that was not made in the UI cannot be edited here, and where it comes from. */
export function TopologySourceNotice({ source }: { source: string }) {
  return (
    <p role="note" className="flex items-center gap-2 rounded-md bg-gray-100 px-3 py-2 text-sm text-gray-700">
      <Lock aria-hidden className="size-4" />
      <span>
        This topology is read-only: it is managed by <span className="font-medium">{source}</span>.
      </span>
    </p>
  );
}
