import type { PlaybookRow } from '../api/playbook.types.ts';
import { playbookTitle } from '../api/playbook.types.ts';

export const DEFAULT_CATEGORY = 'Other';

export interface PlaybookGroup {
  category: string;
  playbooks: PlaybookRow[];
}

function categoryOf(playbook: PlaybookRow): string {
  const fromSpec = playbook.spec?.category;
  const category = playbook.category ?? (typeof fromSpec === 'string' ? fromSpec : '');
  return category.trim() || DEFAULT_CATEGORY;
}

/** Cards by category (spec 002 §2), categories by name with 'Other' last, cards by title. */
export function groupPlaybooks(playbooks: readonly PlaybookRow[]): PlaybookGroup[] {
  const groups = new Map<string, PlaybookRow[]>();
  for (const playbook of playbooks) {
    const category = categoryOf(playbook);
    groups.set(category, [...(groups.get(category) ?? []), playbook]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === DEFAULT_CATEGORY ? 1 : b === DEFAULT_CATEGORY ? -1 : a.localeCompare(b)))
    .map(([category, list]) => ({ category, playbooks: list.sort((a, b) => playbookTitle(a).localeCompare(playbookTitle(b))) }));
}
