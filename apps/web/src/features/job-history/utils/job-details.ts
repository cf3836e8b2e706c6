import { stringify } from 'yaml';

/** One titled part of a run's details, as YAML text. */
export interface DetailsSection {
  title: string;
  text: string;
}

const KNOWN_SECTIONS: [key: string, title: string][] = [
  ['errors', 'Errors'],
  ['scrape_summary', 'Scrape summary'],
  ['summary', 'Summary'],
];

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

function yamlOf(value: unknown): string {
  return stringify(value, { lineWidth: 0 }).trimEnd();
}

/**
 * A run's `details` in readable parts: errors, scrape summary and summary first, anything else
 * under Other. Empty parts are left out, so a run without details has none ('No details found').
 */
export function detailsSections(details: unknown): DetailsSection[] {
  if (isEmpty(details)) return [];
  if (typeof details !== 'object' || Array.isArray(details)) return [{ title: 'Details', text: yamlOf(details) }];
  const record = details as Record<string, unknown>;
  const sections: DetailsSection[] = [];
  for (const [key, title] of KNOWN_SECTIONS) {
    if (!isEmpty(record[key])) sections.push({ title, text: yamlOf(record[key]) });
  }
  const known = new Set(KNOWN_SECTIONS.map(([key]) => key));
  const rest = Object.fromEntries(Object.entries(record).filter(([key, value]) => !known.has(key) && !isEmpty(value)));
  if (!isEmpty(rest)) sections.push({ title: 'Other', text: yamlOf(rest) });
  return sections;
}
