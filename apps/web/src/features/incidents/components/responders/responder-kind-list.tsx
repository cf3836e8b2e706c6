import { Check } from 'lucide-react';
import { Icon } from '#src/ui/icon/icon.tsx';
import type { ResponderTeam } from '#src/features/incidents/api/incident-responder.types.ts';
import { responderKindLabel } from './responder-kinds.ts';
import { configuredKinds } from './team-responder-clients.ts';

export const NO_TEAM_RESPONDERS = 'There are no responders configured for this team';

/** Rows shown before the list scrolls (spec 002 §9). */
export const VISIBLE_KINDS = 6;

/** The Responder Type step: the kinds the team's spec configures, one to choose. */
export function ResponderKindList({ team, value, onChange }: { team: ResponderTeam; value: string; onChange: (kind: string) => void }) {
  const kinds = configuredKinds(team);
  if (kinds.length === 0) return <p className="py-6 text-center text-sm text-gray-500">{NO_TEAM_RESPONDERS}</p>;
  return (
    <div
      role="radiogroup"
      aria-label="Responder Type"
      data-scrolls={kinds.length > VISIBLE_KINDS}
      // Six 36 px rows and their gaps, then the list scrolls.
      className="flex max-h-[15.5rem] flex-col gap-1 overflow-y-auto"
    >
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          role="radio"
          aria-checked={kind === value}
          onClick={() => onChange(kind)}
          className={`flex h-9 shrink-0 items-center gap-2 rounded-md border px-3 text-left text-sm ${kind === value ? 'border-blue-500 bg-blue-50 font-medium text-blue-800' : 'border-gray-200 text-gray-800 hover:bg-gray-50'}`}
        >
          <Icon name={kind} size={16} />
          <span className="flex-1">{responderKindLabel(kind)}</span>
          {kind === value && <Check size={14} aria-hidden="true" />}
        </button>
      ))}
    </div>
  );
}
