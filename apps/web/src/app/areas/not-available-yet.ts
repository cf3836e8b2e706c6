import type { PageLoader } from './area.ts';

/** The page of an area not built yet: the frame and a 'not available yet' state. */
export const notAvailableYet: PageLoader = () =>
  import('../routes/not-available-yet.route.tsx').then((m) => m.NotAvailableYetRoute);
