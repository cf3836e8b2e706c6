import { FilterSelect } from '#src/ui/filters/filter-select.tsx';
import { SearchInput } from '#src/ui/filters/search-input.tsx';
import { useComponentOptions } from '#src/features/incidents/api/get-component-options.ts';
import { useOwnerOptions } from '#src/features/incidents/api/get-owner-options.ts';
import {
  type IncidentFilters,
  SEVERITY_FILTER_OPTIONS,
  STATUS_FILTER_OPTIONS,
  TYPE_FILTER_OPTIONS,
} from '#src/features/incidents/utils/incident-list-filters.ts';

export interface IncidentsFiltersProps {
  filters: IncidentFilters;
  onChange: (patch: Partial<IncidentFilters>) => void;
}

/** Type, Severity, Status, Owner, Component and the title search (spec 002 §2), in one wrapping row. */
export function IncidentsFilters({ filters, onChange }: IncidentsFiltersProps) {
  const owners = useOwnerOptions();
  const components = useComponentOptions();
  return (
    <div role="group" aria-label="Incident filters" className="flex flex-wrap items-center gap-3 px-6 py-3">
      <FilterSelect label="Type" value={filters.type} options={TYPE_FILTER_OPTIONS} onChange={(type) => onChange({ type })} />
      <FilterSelect label="Severity" value={filters.severity} options={SEVERITY_FILTER_OPTIONS} onChange={(severity) => onChange({ severity })} />
      <FilterSelect label="Status" value={filters.status} options={STATUS_FILTER_OPTIONS} onChange={(status) => onChange({ status })} />
      <FilterSelect
        searchable
        label="Owner"
        value={filters.owner}
        options={(owners.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
        onChange={(owner) => onChange({ owner })}
      />
      <FilterSelect
        searchable
        label="Component"
        value={filters.component}
        options={(components.data ?? []).map((component) => ({ value: component.id, label: component.name }))}
        onChange={(component) => onChange({ component })}
      />
      <SearchInput
        label="Search for incident"
        placeholder="Search for incident"
        value={filters.search}
        onChange={(search) => onChange({ search })}
        className="w-64"
      />
    </div>
  );
}
