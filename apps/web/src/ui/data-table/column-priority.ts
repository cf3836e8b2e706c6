/** How much a column matters when the table's pane is narrow (docs/UI.md: never a horizontal scroll at 1280 px). */
export type ColumnPriority = 'high' | 'medium' | 'low';

/*
 * Container queries on the table's box (`@container` in DataTable), so a table in a narrow pane
 * (beside a sidebar or a detail panel) gives way like one on a narrow screen. Spelled out whole
 * so Tailwind finds the classes.
 */
const PRIORITY_CLASSES: Record<ColumnPriority, string> = {
  high: '',
  medium: 'hidden @4xl:table-cell',
  low: 'hidden @7xl:table-cell',
};

/** The classes that hide a column's cells below its priority's width. */
export function priorityClasses(priority: ColumnPriority | undefined): string {
  return PRIORITY_CLASSES[priority ?? 'high'];
}

/** A cell that truncates grows with its text up to 20 rem, then cuts it off. */
export const TRUNCATED_CELL = 'max-w-xs';
