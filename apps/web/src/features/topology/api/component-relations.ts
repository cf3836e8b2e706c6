import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest, type PostgrestQuery } from '#src/api/postgrest-query.ts';
import { topologyKeys } from './topology-keys.ts';

/** A catalog item linked to the component. */
export interface LinkedConfig {
  config_id: string;
  selector_id: string | null;
  config: { id: string; name: string | null; type: string | null; status: string | null; health: string | null } | null;
}

export interface LinkedCheck {
  check_id: string;
  check: { id: string; name: string; type: string; status: string | null } | null;
}

export interface ComponentIncident {
  id: string;
  incident_id: string | null;
  title: string;
  type: string | null;
  status: string | null;
  severity: string | null;
  created_at: string;
}

export interface ComponentChange {
  id: string;
  config_id: string;
  name: string | null;
  change_type: string;
  severity: string | null;
  summary: string | null;
  created_at: string;
}

export interface ComponentInsight {
  id: string;
  config_id: string;
  name: string | null;
  analyzer: string;
  analysis_type: string | null;
  severity: string | null;
  status: string | null;
  summary: string | null;
}

export interface ComponentTeam {
  team_id: string;
  team: { id: string; name: string; icon: string | null } | null;
}

export interface ComponentPlaybookRun {
  id: string;
  status: string;
  created_at: string;
  playbook: { id: string; name: string; title: string | null } | null;
}

export interface ComponentRelations {
  configs: LinkedConfig;
  checks: LinkedCheck;
  incidents: ComponentIncident;
  changes: ComponentChange;
  insights: ComponentInsight;
  teams: ComponentTeam;
  playbooks: ComponentPlaybookRun;
}

export type ComponentRelation = keyof ComponentRelations;

/** The panel's lists stop here; the linked pages show the rest. */
export const RELATION_LIMIT = 50;

/** Where each list of the detail panel comes from in the data API (spec 002 §5). */
const RELATION_READS: Record<ComponentRelation, { path: string; query: (id: string) => PostgrestQuery }> = {
  configs: {
    path: '/config_component_relationships',
    query: (id) =>
      postgrest().select('config_id,selector_id,config:config_items(id,name,type,status,health)').eq('component_id', id).isNull('deleted_at'),
  },
  checks: {
    path: '/check_component_relationships',
    query: (id) => postgrest().select('check_id,check:checks(id,name,type,status)').eq('component_id', id).isNull('deleted_at'),
  },
  incidents: {
    path: '/incidents_by_component',
    query: (id) => postgrest().select('id,incident_id,title,type,status,severity,created_at').eq('component_id', id).order('created_at', 'desc'),
  },
  changes: {
    path: '/changes_by_component',
    query: (id) => postgrest().select('id,config_id,name,change_type,severity,summary,created_at').eq('component_id', id).order('created_at', 'desc'),
  },
  insights: {
    path: '/analysis_by_component',
    query: (id) =>
      postgrest().select('id,config_id,name,analyzer,analysis_type,severity,status,summary').eq('component_id', id).order('last_observed', 'desc'),
  },
  teams: {
    path: '/team_components',
    query: (id) => postgrest().select('team_id,team:teams(id,name,icon)').eq('component_id', id),
  },
  playbooks: {
    path: '/playbook_runs',
    query: (id) => postgrest().select('id,status,created_at,playbook:playbook_id(id,name,title)').eq('component_id', id).order('created_at', 'desc'),
  },
};

export const componentRelationKey = (componentId: string, relation?: ComponentRelation) =>
  relation ? ([...topologyKeys.detail(componentId), relation] as const) : topologyKeys.detail(componentId);

/** One list of the component's detail panel: linked configs, checks, incidents, changes, insights, teams or playbook runs. */
export async function getComponentRelation<R extends ComponentRelation>(
  relation: R,
  componentId: string,
  signal?: AbortSignal,
): Promise<ComponentRelations[R][]> {
  const read = RELATION_READS[relation];
  const rows = await http.get<ComponentRelations[R][]>('db', read.path, { query: read.query(componentId).limit(RELATION_LIMIT), signal });
  return rows ?? [];
}

export function useComponentRelation<R extends ComponentRelation>(relation: R, componentId: string) {
  return useQuery(
    queryOptions({
      queryKey: componentRelationKey(componentId, relation),
      queryFn: ({ signal }) => getComponentRelation(relation, componentId, signal),
    }),
  );
}
