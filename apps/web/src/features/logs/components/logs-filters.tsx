import { Combobox, type ComboboxOption } from '#src/ui/combobox/combobox.tsx';
import { SearchInput } from '#src/ui/filters/search-input.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { FIELD_LABEL } from '#src/ui/styles/kit-classes.ts';
import { LOG_TIME_RANGES } from '../utils/log-time-ranges.ts';
import { type LogsView, SERVER_LOG_ID } from '../utils/use-logs-view.ts';

/** Spec 002 §9: the log search applies 500 ms after typing pauses. */
export const LOG_SEARCH_DEBOUNCE_MS = 500;

/** The component picker ('None' clears the search), the component's log, the search text and the time range. */
export function LogsFilters({ view }: { view: LogsView }) {
  const { params, components, backends, logNames, logName } = view;
  const options: ComboboxOption[] = [
    { value: '', label: 'None' },
    ...(components.data ?? []).map((component) => ({ value: component.id, label: component.type ? `${component.name} (${component.type})` : component.name })),
    { value: SERVER_LOG_ID, label: 'Server log (server)' },
    ...backends.filter((name) => name !== SERVER_LOG_ID).map((name) => ({ value: name, label: `${name} (log backend)` })),
  ];
  return (
    <div role="group" aria-label="Log filters" className="flex flex-wrap items-center gap-3 border-b border-gray-100 px-6 py-3">
      <span className="inline-flex items-center gap-2">
        <span aria-hidden className={FIELD_LABEL}>
          Component
        </span>
        <Combobox label="Component" value={params.topologyId} options={options} onChange={params.setComponent} placeholder="Select a component" className="w-72" />
      </span>
      {logNames.length > 0 && (
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className={FIELD_LABEL}>
            Log
          </span>
          <Select label="Log" value={logName} options={logNames.map((name) => ({ value: name, label: name }))} onChange={(name) => params.setLogsSelector(name)} className="min-w-32" />
        </span>
      )}
      <SearchInput label="Search logs" placeholder="Search" value={params.query} onChange={params.setQuery} debounceMs={LOG_SEARCH_DEBOUNCE_MS} className="w-72" />
      <Select label="Time range" value={params.start} options={LOG_TIME_RANGES} onChange={params.setStart} className="ml-auto min-w-40" />
    </div>
  );
}
