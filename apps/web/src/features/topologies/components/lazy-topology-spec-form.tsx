import { lazy, Suspense } from 'react';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import type { TopologySpecFormProps } from './topology-spec-form.tsx';

const TopologySpecForm = lazy(async () => ({ default: (await import('./topology-spec-form.tsx')).TopologySpecForm }));

/** The topology's YAML editor, whose code (with the YAML library) is fetched when it is first shown. */
export function LazyTopologySpecForm(props: TopologySpecFormProps) {
  return (
    <Suspense fallback={<LoadingState label="Loading editor..." />}>
      <TopologySpecForm {...props} />
    </Suspense>
  );
}
