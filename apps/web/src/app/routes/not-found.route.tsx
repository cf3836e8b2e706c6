import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { NOT_FOUND_TITLE, NotFoundView } from '../views/not-found-view.tsx';

export function NotFoundRoute() {
  return (
    <PageLayout title={NOT_FOUND_TITLE}>
      <NotFoundView />
    </PageLayout>
  );
}
