import { CONNECTION_TYPES, type ConnectionGroup, type ConnectionTypeDefinition } from '@vigil/domain';

const GROUP_LABELS: Record<ConnectionGroup, string> = {
  database: 'Databases',
  observability: 'Observability',
  cloud: 'Cloud',
  source: 'Source control and files',
  notification: 'Notifications',
  other: 'Other',
};

const GROUP_ORDER: readonly ConnectionGroup[] = ['database', 'observability', 'cloud', 'source', 'notification', 'other'];

export interface ConnectionTypeGroup {
  group: ConnectionGroup;
  label: string;
  types: ConnectionTypeDefinition[];
}

/** The types the picker offers (hidden ones left out) matching the search, grouped, each group by label. */
export function pickableConnectionTypes(search: string): ConnectionTypeGroup[] {
  const needle = search.trim().toLowerCase();
  const matches = CONNECTION_TYPES.filter(
    (definition) =>
      !definition.hidden &&
      (needle === '' || definition.label.toLowerCase().includes(needle) || definition.type.toLowerCase().includes(needle)),
  );
  return GROUP_ORDER.map((group) => ({
    group,
    label: GROUP_LABELS[group],
    types: matches.filter((definition) => definition.group === group).sort((a, b) => a.label.localeCompare(b.label)),
  })).filter((entry) => entry.types.length > 0);
}
