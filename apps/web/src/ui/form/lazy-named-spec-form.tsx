import { lazy, Suspense } from 'react';
import { LoadingState } from '../page/loading-state.tsx';
import type { NamedSpecFormProps } from './named-spec-form.tsx';

const NamedSpecForm = lazy(async () => ({ default: (await import('./named-spec-form.tsx')).NamedSpecForm }));

/** The name-and-YAML spec form, whose code (with the YAML library) is fetched when it is first shown. */
export function LazyNamedSpecForm(props: NamedSpecFormProps) {
  return (
    <Suspense fallback={<LoadingState label="Loading editor..." />}>
      <NamedSpecForm {...props} />
    </Suspense>
  );
}
