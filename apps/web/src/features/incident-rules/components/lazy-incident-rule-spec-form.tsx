import { lazy, Suspense } from 'react';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import type { IncidentRuleSpecFormProps } from './incident-rule-spec-form.tsx';

const IncidentRuleSpecForm = lazy(async () => ({ default: (await import('./incident-rule-spec-form.tsx')).IncidentRuleSpecForm }));

/** The rule's YAML editor, whose code (with the YAML library) is fetched when it is first shown. */
export function LazyIncidentRuleSpecForm(props: IncidentRuleSpecFormProps) {
  return (
    <Suspense fallback={<LoadingState label="Loading editor..." />}>
      <IncidentRuleSpecForm {...props} />
    </Suspense>
  );
}
