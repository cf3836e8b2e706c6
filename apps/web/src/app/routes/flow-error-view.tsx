import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { isHttpError } from '#src/api/http-error.ts';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { useFlowError } from '../api/get-flow-error.ts';
import { CenteredCard } from '../views/centered-card.tsx';

export const FLOW_ERROR_TITLE = 'An error occurred';

/** Statuses meaning the error is gone or not the user's: nothing to show, go home. */
const GO_HOME_STATUSES = [403, 404, 410];

/** An identity flow's error by id (spec 000 §2.3). */
export function FlowErrorView({ id }: { id: string }) {
  const navigate = useNavigate();
  const flowError = useFlowError(id);
  const goHome = isHttpError(flowError.error) && GO_HOME_STATUSES.includes(flowError.error.status);

  useEffect(() => {
    if (goHome) void navigate('/', { replace: true });
  }, [goHome, navigate]);

  if (id === '') return <Navigate to="/" replace />;
  // Any other failure is the page's own error (the page-level fallback shows it).
  if (flowError.isError && !goHome) throw flowError.error;
  if (!flowError.isSuccess) {
    return (
      <CenteredCard title={FLOW_ERROR_TITLE}>
        <LoadingState />
      </CenteredCard>
    );
  }
  const detail = flowError.data.error;
  return (
    <CenteredCard title={FLOW_ERROR_TITLE}>
      <h1 className="text-lg font-semibold text-gray-900">{FLOW_ERROR_TITLE}</h1>
      {(detail?.reason || detail?.message) && <p className="mt-2 text-sm text-gray-600">{detail.reason || detail.message}</p>}
      <Link to="/" className="mt-4 inline-block text-sm font-medium text-blue-700 hover:underline">
        Go back
      </Link>
    </CenteredCard>
  );
}
