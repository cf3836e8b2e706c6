import { lazy, Suspense } from 'react';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import type { CanaryJsonFormProps } from './canary-json-form.tsx';

const CanaryJsonForm = lazy(async () => ({ default: (await import('./canary-json-form.tsx')).CanaryJsonForm }));

/** The YAML editor of a canary, whose code (with the YAML library) is fetched when it is first shown. */
export function LazyCanaryJsonForm(props: CanaryJsonFormProps) {
  return (
    <Suspense fallback={<LoadingState label="Loading editor..." />}>
      <CanaryJsonForm {...props} />
    </Suspense>
  );
}
