import { TriangleExclamationPoint } from 'lucide-react';

export const DEFAULT_ERROR_TITLE = 'Something went wrong';

export interface ErrorPanelProps {
  /** Default 'Something went wrong'. */
  title?: string;
  message?: string;
  /** Shows a 'Try again' button. */
  onRetry?: () => void;
}

/** A failure inside a page: a crash of its content or a call that failed. */
export function ErrorPanel({ title = DEFAULT_ERROR_TITLE, message, onRetry }: ErrorPanelProps) {
  return (
    <div role="alert" className="m-4 flex flex-col items-start gap-2 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <TriangleExclamationPoint aria-hidden className="size-5 text-red-600" />
        {title}
      </h2>
      {message && <p className="break-words whitespace-pre-wrap">{message}</p>}
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded border border-red-300 bg-white px-3 py-1 font-medium text-red-800 hover:bg-red-100"
        >
          Try again
        </button>
      )}
    </div>
  );
}
