import type { IncidentResponderSummary } from '@vigil/domain';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';

/** Spec 002 §9: at most five responders' avatars; the rest are counted. */
export const MAX_RESPONDER_AVATARS = 5;

function nameOf(responder: IncidentResponderSummary): string {
  return responder.person?.name ?? responder.team?.name ?? responder.type;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

const AVATAR = 'inline-flex size-6 items-center justify-center overflow-hidden rounded-full border-2 border-white text-[10px] font-medium';

function Avatar({ responder }: { responder: IncidentResponderSummary }) {
  const name = nameOf(responder);
  const image = responder.person?.avatar;
  return (
    <Tooltip content={name}>
      <span role="img" aria-label={name} className={`${AVATAR} ${responder.team ? 'bg-indigo-100 text-indigo-800' : 'bg-gray-200 text-gray-700'}`}>
        {image ? <img src={image} alt="" className="size-full object-cover" /> : initialsOf(name)}
      </span>
    </Tooltip>
  );
}

/** The responders of an incident as overlapping avatars, named on hover. */
export function ResponderAvatars({ responders }: { responders: readonly IncidentResponderSummary[] }) {
  const shown = responders.slice(0, MAX_RESPONDER_AVATARS);
  const more = responders.length - shown.length;
  if (responders.length === 0) return null;
  return (
    <span className="flex items-center -space-x-1.5" aria-label={`${responders.length} responders`}>
      {shown.map((responder) => (
        <Avatar key={responder.id} responder={responder} />
      ))}
      {more > 0 && (
        <Tooltip content={responders.slice(MAX_RESPONDER_AVATARS).map(nameOf).join(', ')}>
          <span className={`${AVATAR} bg-gray-100 text-gray-600`}>+{more}</span>
        </Tooltip>
      )}
    </span>
  );
}
