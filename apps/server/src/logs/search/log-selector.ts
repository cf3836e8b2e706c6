import { isPlainObject } from '#src/spec/spec-reader.ts';

/** One named log of a component (`components.log_selectors`): which backends (`type`) and the labels that pick its lines. */
export interface LogSelector {
  name: string;
  type?: string | undefined;
  labels: Record<string, string>;
}

/** The component's log selectors as stored; entries that are not objects are skipped, an unnamed one is named after its type. */
export function readLogSelectors(stored: unknown): LogSelector[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(isPlainObject).map((entry, index) => {
    const type = typeof entry.type === 'string' && entry.type !== '' ? entry.type : undefined;
    const labels = isPlainObject(entry.labels) ? Object.fromEntries(Object.entries(entry.labels).map(([key, value]) => [key, String(value)])) : {};
    const name = typeof entry.name === 'string' && entry.name !== '' ? entry.name : (type ?? `logs ${index + 1}`);
    return { name, type, labels };
  });
}
