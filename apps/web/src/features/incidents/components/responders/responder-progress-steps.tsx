import { formatTimestamp } from '@vigil/domain';
import type { IncidentResponder } from '#src/features/incidents/api/incident-responder.types.ts';
import { responderSteps, type ResponderStepState } from './responder-progress.ts';

const DOT: Record<ResponderStepState, string> = {
  done: 'border-green-600 bg-green-600',
  current: 'border-blue-600 bg-white ring-2 ring-blue-200',
  upcoming: 'border-gray-300 bg-white',
};

/** Created, Acknowledged, Resolved, Closed as a row of steps; the current one is marked. */
export function ResponderProgressSteps({ responder }: { responder: IncidentResponder }) {
  return (
    <ol aria-label="Progress" className="flex items-start">
      {responderSteps(responder).map((step, index) => (
        <li
          key={step.label}
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-state={step.state}
          title={step.time ? formatTimestamp(step.time) : undefined}
          className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center"
        >
          <span className="flex w-full items-center" aria-hidden="true">
            <span className={`h-px flex-1 ${index === 0 ? 'bg-transparent' : 'bg-gray-300'}`} />
            <span className={`size-2.5 shrink-0 rounded-full border-2 ${DOT[step.state]}`} />
            <span className={`h-px flex-1 ${index === 3 ? 'bg-transparent' : 'bg-gray-300'}`} />
          </span>
          <span className={`text-[11px] leading-tight ${step.state === 'current' ? 'font-medium text-blue-700' : step.state === 'done' ? 'text-gray-700' : 'text-gray-400'}`}>
            {step.label}
          </span>
        </li>
      ))}
    </ol>
  );
}
