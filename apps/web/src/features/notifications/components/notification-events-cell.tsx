import { Badge } from '#src/ui/badge/badge.tsx';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';

/** How many event badges a row shows before '+N more'. */
const SHOWN_EVENTS = 2;

export function NotificationEventsCell({ events }: { events: readonly string[] }) {
  const shown = events.slice(0, SHOWN_EVENTS);
  const rest = events.length - shown.length;
  return (
    <span className="inline-flex items-center gap-1">
      {shown.map((event) => (
        <Badge key={event} tone="info">
          {event}
        </Badge>
      ))}
      {rest > 0 && (
        <Tooltip content={events.slice(SHOWN_EVENTS).join(', ')}>
          <span tabIndex={0}>
            <Badge>+{rest} more</Badge>
          </span>
        </Tooltip>
      )}
    </span>
  );
}
