import { useSearchParams } from 'react-router';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { SilenceForm } from '../components/silence-form.tsx';
import { silenceResourceFromSearch } from '../utils/silence-resource.ts';

/** /settings/notifications/silence: silence one resource's notifications for a while (spec 001 §2.8); needs write. */
export function SilenceNotificationRoute() {
  const [search] = useSearchParams();
  const initial = silenceResourceFromSearch(search);
  return (
    <PageLayout
      title="Silence Notification"
      breadcrumbs={[
        { label: 'Settings', to: '/settings/jobs' },
        { label: 'Notifications', to: '/settings/notifications' },
        { label: 'Silence' },
      ]}
      contentClassName="p-4"
    >
      {/* A new address (another ?check_id=) starts a fresh form. */}
      <SilenceForm key={search.toString()} initialResource={initial} />
    </PageLayout>
  );
}
