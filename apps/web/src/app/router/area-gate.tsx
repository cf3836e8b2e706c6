import type { ReactNode } from 'react';
import { Outlet, useParams } from 'react-router';
import { isHttpError } from '#src/api/http-error.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { UnauthorizedView } from '#src/ui/gates/unauthorized-view.tsx';
import { useAccess } from '#src/ui/gates/use-access.ts';
import { useFeatureFlags } from '#src/ui/gates/use-feature-flags.ts';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { type PageChrome, PageChromeProvider } from '#src/ui/page/page-chrome-context.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { areaFeatures } from '../areas/area.ts';
import { FeatureDisabledView } from '../views/feature-disabled-view.tsx';
import type { AreaRoute } from './area-route.ts';
import { CurrentAreaProvider } from './current-area-context.tsx';

const NO_HEADER_ACTIONS: PageChrome = {};

/**
 * Stands before every page of the route table: the page renders only when its features are on
 * and the user may use its resource; otherwise the frame explains why.
 */
export function AreaGate({ area }: { area: AreaRoute }) {
  const params = useParams();
  const flags = useFeatureFlags();
  const user = useAccess();

  const framed = (title: string, body: ReactNode) => (area.bare ? body : <PageLayout title={title}>{body}</PageLayout>);
  // The page's own header replaces this one as soon as the roles arrive: a user menu opened here
  // would close by itself, so the header waits for the page before offering it.
  const loading = (title: string) => <PageChromeProvider value={NO_HEADER_ACTIONS}>{framed(title, <LoadingState />)}</PageChromeProvider>;

  if (!area.withoutFeatureFlags && !areaFeatures(area).every(flags.isEnabled)) {
    return framed(area.title, <FeatureDisabledView title={area.title} />);
  }
  if (area.resource) {
    // A 401 is already on its way to the session check.
    const signedOut = isHttpError(user.error) && user.error.status === 401;
    if (user.isLoading || signedOut) return loading(area.title);
    if (user.error) return framed(area.title, <ErrorPanel title="Could not load your permissions" message={user.error.message} />);
    if (!user.can(area.resource, area.action ?? 'read')) return framed(area.title, <UnauthorizedView />);
  }
  return (
    <CurrentAreaProvider key={area.remountOn && params[area.remountOn]} area={area}>
      <Outlet />
    </CurrentAreaProvider>
  );
}
