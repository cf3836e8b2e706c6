import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isHttpError } from '#src/api/http-error.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { useSession } from '../api/get-session.ts';
import { safeReturnTo, sessionCheckTarget } from '../utils/session-check-target.ts';
import { CenteredCard } from '../views/centered-card.tsx';

/** `/auth-state-checker?return_to=`: where a 401 leads; sends the user on by their session. */
export function AuthStateCheckerRoute() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('return_to'));
  const navigate = useNavigate();
  const session = useSession();
  const status = session.isSuccess ? 200 : isHttpError(session.error) ? session.error.status : undefined;
  const target = status === undefined ? undefined : sessionCheckTarget(status, returnTo);

  useEffect(() => {
    if (target !== undefined) void navigate(target, { replace: true });
  }, [navigate, target]);

  return (
    <CenteredCard title="Checking session">
      {session.isError && target === undefined ? (
        <ErrorPanel
          title="Could not check your session"
          message={session.error.message}
          onRetry={() => void session.refetch()}
        />
      ) : (
        <LoadingState label="Checking your session..." />
      )}
    </CenteredCard>
  );
}
