import { RefreshCw } from 'lucide-react';

export interface RefreshButtonProps {
  onRefresh: () => void;
  /** Spins the icon while data is being fetched. */
  isRefreshing?: boolean;
}

export function RefreshButton({ onRefresh, isRefreshing = false }: RefreshButtonProps) {
  return (
    <button
      type="button"
      aria-label="Refresh"
      title="Refresh"
      aria-busy={isRefreshing}
      onClick={onRefresh}
      className="rounded-md p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
    >
      <RefreshCw aria-hidden className={`size-5 ${isRefreshing ? 'animate-spin' : ''}`} />
    </button>
  );
}
