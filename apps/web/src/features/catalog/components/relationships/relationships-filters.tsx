import { FilterSelect } from '#src/ui/filters/filter-select.tsx';
import type { RelatedConfig } from '#src/features/catalog/api/related-config.types.ts';
import { distinctValues, type RelatedConfigsFilter } from '#src/features/catalog/utils/relationships/related-configs-filter.ts';

const RELATIONSHIP_OPTIONS = [
  { value: 'outgoing', label: 'Outgoing' },
  { value: 'incoming', label: 'Incoming' },
  { value: 'both', label: 'Both' },
];

export interface RelationshipsFiltersProps {
  configs: readonly RelatedConfig[];
  value: RelatedConfigsFilter;
  onChange: (value: RelatedConfigsFilter) => void;
}

/** Filters by config type, label, relationship, status and health, with the choices the related configs have. */
export function RelationshipsFilters({ configs, value, onChange }: RelationshipsFiltersProps) {
  const options = (pick: (config: RelatedConfig) => readonly (string | null | undefined)[]) =>
    distinctValues(configs, pick).map((option) => ({ value: option }));
  const set = (key: keyof RelatedConfigsFilter) => (next: string) => onChange({ ...value, [key]: next });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <FilterSelect searchable label="Config Type" value={value.type} options={options((config) => [config.type])} onChange={set('type')} />
      <FilterSelect
        searchable
        label="Labels"
        value={value.label}
        options={options((config) => Object.entries(config.labels ?? {}).map(([key, label]) => `${key}=${label}`))}
        onChange={set('label')}
      />
      <FilterSelect label="Relationship" value={value.relationship} options={RELATIONSHIP_OPTIONS} onChange={set('relationship')} />
      <FilterSelect label="Status" value={value.status} options={options((config) => [config.status])} onChange={set('status')} />
      <FilterSelect label="Health" value={value.health} options={options((config) => [config.health])} onChange={set('health')} />
    </div>
  );
}
