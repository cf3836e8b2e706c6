import { formatTimestamp } from '@vigil/domain';
import { useComponentRelation } from '#src/features/topology/api/component-relations.ts';
import { PanelSection } from './panel-accordion.tsx';
import { RelationList } from './relation-list.tsx';

/** Catalog: the linked config items, each opening its catalog page. */
export function ConfigsSection({ componentId }: { componentId: string }) {
  return (
    <PanelSection name="Catalog">
      <ConfigsList componentId={componentId} />
    </PanelSection>
  );
}

function ConfigsList({ componentId }: { componentId: string }) {
  const query = useComponentRelation('configs', componentId);
  return (
    <RelationList
      query={query}
      empty="No catalog items linked"
      rowOf={(link) => ({
        key: link.config_id,
        to: `/catalog/${link.config_id}`,
        title: link.config?.name ?? link.config_id,
        detail: link.config?.type,
      })}
    />
  );
}

export function ChecksSection({ componentId }: { componentId: string }) {
  return (
    <PanelSection name="Checks">
      <ChecksList componentId={componentId} />
    </PanelSection>
  );
}

function ChecksList({ componentId }: { componentId: string }) {
  const query = useComponentRelation('checks', componentId);
  return (
    <RelationList
      query={query}
      empty="No checks linked"
      rowOf={(link) => ({
        key: link.check_id,
        to: `/health?checkId=${encodeURIComponent(link.check_id)}`,
        title: link.check?.name ?? link.check_id,
        detail: link.check?.status,
      })}
    />
  );
}

export function IncidentsSection({ componentId }: { componentId: string }) {
  return (
    <PanelSection name="Incidents">
      <IncidentsList componentId={componentId} />
    </PanelSection>
  );
}

function IncidentsList({ componentId }: { componentId: string }) {
  const query = useComponentRelation('incidents', componentId);
  return (
    <RelationList
      query={query}
      empty="No incidents"
      rowOf={(incident) => ({
        key: incident.id,
        to: `/incidents/${incident.id}`,
        title: incident.incident_id ? `${incident.incident_id} ${incident.title}` : incident.title,
        detail: [incident.severity, incident.status].filter(Boolean).join(' · '),
      })}
    />
  );
}

export function ChangesSection({ componentId }: { componentId: string }) {
  return (
    <PanelSection name="Changes">
      <ChangesList componentId={componentId} />
    </PanelSection>
  );
}

function ChangesList({ componentId }: { componentId: string }) {
  const query = useComponentRelation('changes', componentId);
  return (
    <RelationList
      query={query}
      empty="No changes"
      rowOf={(change) => ({
        key: change.id,
        to: `/catalog/${change.config_id}`,
        title: `${change.name ?? change.config_id}: ${change.summary || change.change_type}`,
        detail: formatTimestamp(change.created_at),
      })}
    />
  );
}

export function InsightsSection({ componentId }: { componentId: string }) {
  return (
    <PanelSection name="Insights">
      <InsightsList componentId={componentId} />
    </PanelSection>
  );
}

function InsightsList({ componentId }: { componentId: string }) {
  const query = useComponentRelation('insights', componentId);
  return (
    <RelationList
      query={query}
      empty="No insights"
      rowOf={(insight) => {
        const filters = new URLSearchParams({ component: componentId });
        if (insight.analysis_type) filters.set('type', insight.analysis_type);
        if (insight.severity) filters.set('severity', insight.severity);
        return {
          key: insight.id,
          to: `/catalog/insights?${filters.toString()}`,
          title: `${insight.name ?? insight.config_id}: ${insight.summary || insight.analyzer}`,
          detail: insight.severity,
        };
      }}
    />
  );
}

export function TeamsSection({ componentId }: { componentId: string }) {
  return (
    <PanelSection name="Teams">
      <TeamsList componentId={componentId} />
    </PanelSection>
  );
}

function TeamsList({ componentId }: { componentId: string }) {
  const query = useComponentRelation('teams', componentId);
  return (
    <RelationList
      query={query}
      empty="No teams"
      rowOf={(owner) => ({ key: owner.team_id, to: `/settings/teams/${owner.team_id}`, title: owner.team?.name ?? owner.team_id })}
    />
  );
}

export function PlaybooksSection({ componentId }: { componentId: string }) {
  return (
    <PanelSection name="Playbooks">
      <PlaybookRunsList componentId={componentId} />
    </PanelSection>
  );
}

function PlaybookRunsList({ componentId }: { componentId: string }) {
  const query = useComponentRelation('playbooks', componentId);
  return (
    <RelationList
      query={query}
      empty="No playbook runs"
      rowOf={(run) => ({
        key: run.id,
        to: `/playbooks/runs/${run.id}`,
        title: run.playbook?.title || run.playbook?.name || run.id,
        detail: `${run.status} · ${formatTimestamp(run.created_at)}`,
      })}
    />
  );
}
