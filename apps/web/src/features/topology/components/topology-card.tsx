import type { TopologyComponent } from '@vigil/domain';
import { Link, useNavigate } from 'react-router';
import { Icon } from '#src/ui/icon/icon.tsx';
import { CARD_SURFACE, FOCUS_RING } from '#src/ui/styles/kit-classes.ts';
import { TruncatedText } from '#src/ui/tooltip/truncated-text.tsx';
import { ComponentActionsMenu } from './actions/component-actions-menu.tsx';
import { ComponentChildren } from './component-children.tsx';
import { ComponentProperties } from './component-properties.tsx';
import { ComponentSummaryBadges } from './component-summary.tsx';
import { StatusDot } from './status-dot.tsx';
import { useTopologyPanel } from './detail/topology-panel-context.tsx';
import { TeamAvatars } from './team-avatars.tsx';

/** The card's left edge says the component's health (docs/UI.md: status as a coloured edge). */
const EDGE: Record<string, string> = {
  healthy: 'border-l-green-500',
  unhealthy: 'border-l-red-500',
  warning: 'border-l-orange-400',
  unknown: 'border-l-gray-300',
};

export interface TopologyCardProps {
  component: TopologyComponent;
  /** The card's width in px. */
  width: number;
  /** Where a component with children opens (its children's grid); none: the card does not open. */
  hrefOf?: (id: string) => string;
}

const hasChildren = (component: TopologyComponent) => (component.components?.length ?? 0) > 0 || !component.is_leaf;

/**
 * One component as a card (spec 002 §2): name, icon, status, properties, summaries, teams and
 * children. On a dashboard it has a menu, and a leaf opens the detail panel.
 */
export function TopologyCard({ component, width, hrefOf }: TopologyCardProps) {
  const navigate = useNavigate();
  const panel = useTopologyPanel();
  const href = hrefOf && hasChildren(component) ? hrefOf(component.id) : undefined;
  const showDetails = panel ? () => panel.openPanel(component) : undefined;
  const open = href ? () => void navigate(href) : showDetails;
  const subtitle = component.text || component.type;
  return (
    <article
      aria-label={component.name}
      data-status={component.status}
      style={{ width }}
      onClick={open}
      className={`${CARD_SURFACE} flex max-w-full shrink-0 flex-col gap-3 border-l-4 p-3 text-sm shadow-sm ${EDGE[component.status] ?? EDGE.unknown} ${open ? 'cursor-pointer hover:bg-gray-50' : ''}`}
    >
      <header className="flex min-w-0 items-start gap-2">
        <Icon name={component.icon || component.type} size={24} className="mt-0.5" />
        <div className="flex min-w-0 flex-1 flex-col">
          {href ? (
            <Link to={href} onClick={(event) => event.stopPropagation()} className={`min-w-0 rounded font-semibold text-gray-900 hover:underline ${FOCUS_RING}`}>
              <TruncatedText>{component.name}</TruncatedText>
            </Link>
          ) : (
            <TruncatedText className="font-semibold text-gray-900">{component.name}</TruncatedText>
          )}
          {subtitle && <TruncatedText className="text-xs text-gray-500">{subtitle}</TruncatedText>}
        </div>
        <span className="flex shrink-0 items-center gap-1.5 text-xs text-gray-600">
          <StatusDot status={component.status} />
          {component.status}
        </span>
        {panel && <ComponentActionsMenu component={component} onShowDetails={showDetails} />}
      </header>
      <ComponentProperties properties={component.properties} />
      <ComponentSummaryBadges componentId={component.id} summary={component.summary} />
      {(component.team_names.length > 0 || (component.components?.length ?? 0) > 0) && (
        <footer className="flex min-w-0 flex-col gap-2 border-t border-gray-100 pt-2">
          <ComponentChildren components={component.components ?? []} hrefOf={hrefOf} />
          <TeamAvatars teams={component.team_names} />
        </footer>
      )}
    </article>
  );
}
