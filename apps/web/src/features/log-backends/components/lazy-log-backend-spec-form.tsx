import { lazy, Suspense } from 'react';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import type { LogBackendSpecFormProps } from './log-backend-spec-form.tsx';

const LogBackendSpecForm = lazy(async () => ({ default: (await import('./log-backend-spec-form.tsx')).LogBackendSpecForm }));

/** The backend's YAML editor, whose code (with the YAML library) is fetched when it is first shown. */
export function LazyLogBackendSpecForm(props: LogBackendSpecFormProps) {
  return (
    <Suspense fallback={<LoadingState label="Loading editor..." />}>
      <LogBackendSpecForm {...props} />
    </Suspense>
  );
}
