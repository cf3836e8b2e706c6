import { useRouteError } from 'react-router';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { DocumentTitle } from '#src/ui/page/document-title.tsx';

export const PAGE_CRASH_MESSAGE = 'Sorry.. there was an error';

/** The last resort when a whole page fails (render crash outside a page's content, failed code load). */
export function PageCrashView() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main role="alert" className="flex min-h-screen flex-col items-center justify-center gap-3 bg-gray-50 px-4 text-center">
      <DocumentTitle page="Error" />
      <h1 className="text-xl font-semibold text-gray-900">{PAGE_CRASH_MESSAGE}</h1>
      {detail && <p className="max-w-lg text-sm break-words text-gray-600">{detail}</p>}
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={SECONDARY_BUTTON}
      >
        Reload the page
      </button>
    </main>
  );
}
