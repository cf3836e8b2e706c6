import { useParams } from 'react-router';
import { CanariesRoute } from '../../features/canaries/routes/canaries.route.tsx';
import { NotAvailableYetRoute } from '../routes/not-available-yet.route.tsx';

/** /settings/{table}: the tables built so far get their page, the others the 'not available yet' one. */
export function SettingsTablePage() {
  const { table } = useParams();
  return table === 'canaries' ? <CanariesRoute /> : <NotAvailableYetRoute />;
}
