export interface SkeletonProps {
  className?: string;
}

/** A pulsing placeholder bar shown where content is still loading. */
export function Skeleton({ className = 'h-4 w-full' }: SkeletonProps) {
  return <div aria-hidden="true" className={`animate-pulse rounded bg-gray-200 ${className}`} />;
}
