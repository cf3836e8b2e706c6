import { Construction } from 'lucide-react';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useCurrentArea } from '../router/current-area-context.tsx';

/** Stands in for an area of the route table that is not built yet. */
export function NotAvailableYetRoute() {
  const title = useCurrentArea()?.title ?? 'This page';
  return (
    <PageLayout title={title}>
      <EmptyState
        icon={Construction}
        title={`${title} is not available yet`}
        description="This part of Vigil is still being built. It will appear here in a coming release."
      />
    </PageLayout>
  );
}
