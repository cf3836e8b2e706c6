import { CircleAlert } from 'lucide-react';
import { FOCUS_RING } from '#src/ui/styles/kit-classes.ts';

export interface AuthFailureProps {
  message: string;
  onRetry: () => void;
}

/** The error state of an identity screen whose form could not be loaded. */
export function AuthFailure({ message, onRetry }: AuthFailureProps) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="flex items-center gap-2 font-medium">
        <CircleAlert aria-hidden="true" className="size-4" />
        The form could not be loaded
      </p>
      <p className="mt-1">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className={`mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 font-medium text-red-800 hover:bg-red-100 ${FOCUS_RING}`}
      >
        Try again
      </button>
    </div>
  );
}
