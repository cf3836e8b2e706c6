import { ToggleLeft } from 'lucide-react';
import { EmptyState } from '#src/ui/page/empty-state.tsx';

export function FeatureDisabledView({ title }: { title: string }) {
  return (
    <EmptyState
      icon={ToggleLeft}
      title={`${title} is turned off`}
      description="An administrator has disabled this feature. It can be turned back on under Settings > Feature Flags."
    />
  );
}
