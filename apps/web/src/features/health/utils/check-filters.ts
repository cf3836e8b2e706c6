import type { CheckSummary } from '@vigil/domain';

export interface CheckFilters {
  hidePassing: boolean;
  /** Label id (`key=value`) to 1 (include) or -1 (exclude). */
  labels: Readonly<Record<string, 1 | -1>>;
  query: string;
}

export const labelId = (key: string, value: string) => `${key}=${value}`;

/** Splits a label id at its first '='. */
export function splitLabelId(id: string): [string, string] {
  const at = id.indexOf('=');
  return at < 0 ? [id, ''] : [id.slice(0, at), id.slice(at + 1)];
}

function matchesLabels(check: CheckSummary, selections: Readonly<Record<string, 1 | -1>>): boolean {
  const labels = check.labels ?? {};
  const included = new Map<string, Set<string>>();
  for (const [id, state] of Object.entries(selections)) {
    const [key, value] = splitLabelId(id);
    if (state === -1 && labels[key] === value) return false;
    if (state === 1) included.set(key, (included.get(key) ?? new Set()).add(value));
  }
  // Values of one key are alternatives; different keys must all match.
  for (const [key, values] of included) {
    const value = labels[key];
    if (value === undefined || !values.has(value)) return false;
  }
  return true;
}

function matchesQuery(check: CheckSummary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [check.name, check.description, check.endpoint].some((text) => text?.toLowerCase().includes(needle));
}

/** The checks left after hiding passing ones, the label filters and the search. */
export function filterChecks(checks: readonly CheckSummary[], filters: CheckFilters): CheckSummary[] {
  return checks.filter(
    (check) =>
      (!filters.hidePassing || check.status !== 'healthy') &&
      matchesLabels(check, filters.labels) &&
      matchesQuery(check, filters.query),
  );
}

export interface LabelKeyValues {
  key: string;
  values: string[];
  /** Only 'true' and/or 'false': shown as a toggle. */
  isBoolean: boolean;
}

/** Every label key on the checks with its values, sorted by key and value. */
export function labelKeysOf(checks: readonly CheckSummary[]): LabelKeyValues[] {
  const byKey = new Map<string, Set<string>>();
  for (const check of checks) {
    for (const [key, value] of Object.entries(check.labels ?? {})) {
      byKey.set(key, (byKey.get(key) ?? new Set()).add(value));
    }
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, set]) => {
      const values = [...set].sort((a, b) => a.localeCompare(b));
      return { key, values, isBoolean: values.every((value) => value === 'true' || value === 'false') };
    });
}
