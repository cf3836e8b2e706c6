import { useParams } from 'react-router';
import { CanaryRoute } from '../../features/canaries/routes/canary.route.tsx';
import { NotAvailableYetRoute } from '../routes/not-available-yet.route.tsx';

/** /settings/{table}/{id}: the tables built so far get their detail page, the others the 'not available yet' one. */
export function SettingsResourcePage() {
  const { table, id } = useParams();
  // The key starts the page afresh when moving from one resource to another.
  return table === 'canaries' ? <CanaryRoute key={id} /> : <NotAvailableYetRoute />;
}
