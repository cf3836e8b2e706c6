import { useAnalyzers } from '#src/features/catalog/api/get-analyzers.ts';
import { useComponentOptions } from '#src/features/catalog/api/get-component-options.ts';
import { useConfigTypes } from '#src/features/catalog/api/get-config-types.ts';
import { INSIGHT_SEVERITIES, INSIGHT_STATUSES, INSIGHT_TYPES, type InsightFilters } from '#src/features/catalog/utils/insights/insights-query.ts';
import { FilterSelect } from '#src/ui/filters/filter-select.tsx';

export interface InsightsFiltersProps {
  filters: InsightFilters;
  onChange: (patch: Partial<InsightFilters>) => void;
  /** Hidden on a config's own page. */
  showConfigType?: boolean;
}

const valuesOf = (values: readonly string[]) => values.map((value) => ({ value }));

/** Config Type, Severity, Analyzer and Component filters, plus the type and status the URL may carry. */
export function InsightsFilters({ filters, onChange, showConfigType = true }: InsightsFiltersProps) {
  const configTypes = useConfigTypes();
  const analyzers = useAnalyzers();
  const components = useComponentOptions();
  return (
    <div role="group" aria-label="Insight filters" className="flex flex-wrap items-center gap-3 px-3 py-2">
      {showConfigType && (
        <FilterSelect
          searchable
          label="Config Type"
          value={filters.configType}
          options={valuesOf(configTypes.data ?? [])}
          onChange={(configType) => onChange({ configType })}
        />
      )}
      <FilterSelect
        label="Severity"
        value={filters.severity}
        options={valuesOf(INSIGHT_SEVERITIES)}
        onChange={(severity) => onChange({ severity })}
      />
      <FilterSelect
        searchable
        label="Analyzer"
        value={filters.analyzer}
        options={valuesOf(analyzers.data ?? [])}
        onChange={(analyzer) => onChange({ analyzer })}
      />
      <FilterSelect
        searchable
        label="Component"
        value={filters.component}
        options={(components.data ?? []).map((component) => ({ value: component.id, label: component.name }))}
        onChange={(component) => onChange({ component })}
      />
      <FilterSelect label="Type" value={filters.type} options={valuesOf(INSIGHT_TYPES)} onChange={(type) => onChange({ type })} />
      <FilterSelect
        label="Status"
        value={filters.status}
        options={valuesOf(INSIGHT_STATUSES)}
        onChange={(status) => onChange({ status })}
      />
    </div>
  );
}
