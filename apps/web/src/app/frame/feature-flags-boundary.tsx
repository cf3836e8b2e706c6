import { Outlet } from 'react-router';
import { isHttpError } from '#src/api/http-error.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { useFeatureFlags } from '#src/ui/gates/use-feature-flags.ts';
import { CenteredCard } from '../views/centered-card.tsx';
import { FullPageLoading } from '../views/full-page-loading.tsx';

/** Routes render once the feature flags have loaded (spec 000 §2.1, §9). */
export function FeatureFlagsBoundary() {
  const flags = useFeatureFlags();
  // A 401 is already on its way to the session check.
  const signedOut = isHttpError(flags.error) && flags.error.status === 401;
  if (flags.isLoading || signedOut) return <FullPageLoading />;
  if (flags.error) {
    return (
      <CenteredCard title="Error">
        <ErrorPanel title="Could not load the feature flags" message={flags.error.message} onRetry={flags.refetch} />
      </CenteredCard>
    );
  }
  return <Outlet />;
}
