import { NotAvailableYetRoute } from '../../../app/routes/not-available-yet.route.tsx';

/** Placeholder until this page is built. */
export function CatalogRoute() {
  return <NotAvailableYetRoute />;
}
