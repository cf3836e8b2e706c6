import { generatePath, Navigate, useLocation, useParams } from 'react-router';

/** Sends an old address on to its page, carrying its path parameters (`:id`) and query string. */
export function AreaRedirectRoute({ to }: { to: string }) {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`${generatePath(to, params)}${search}`} replace />;
}
