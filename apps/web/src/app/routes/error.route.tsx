import { TriangleExclamationPoint } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { errorCodeMessage } from '../utils/error-code-message.ts';
import { CenteredCard } from '../views/centered-card.tsx';
import { FlowErrorView } from './flow-error-view.tsx';

/**
 * `/error?error_code=` shows the code's message. The identity service sends browsers here with
 * `?id=` for a flow error, which shows as on `/error/flow`.
 */
export function ErrorRoute() {
  const [params] = useSearchParams();
  const flowErrorId = params.get('id');
  if (flowErrorId !== null) return <FlowErrorView id={flowErrorId} />;
  return (
    <CenteredCard title="Error">
      <div className="flex flex-col items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-600">
          <TriangleExclamationPoint aria-hidden className="size-5" />
        </span>
        <p role="alert" className="text-sm text-gray-800">
          {errorCodeMessage(params.get('error_code'))}
        </p>
        <Link to="/" className="text-sm font-medium text-blue-700 hover:underline">
          Go to the dashboard
        </Link>
      </div>
    </CenteredCard>
  );
}
