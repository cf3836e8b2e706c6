import type { ExpandedState } from '@tanstack/react-table';

/*
 * A table's expanded rows and scroll position, kept for the browser tab's session
 * (spec 000 §2.6) so that coming back to a list restores where the user was.
 */
const storageKey = (key: string, part: 'expanded' | 'scroll') => `dataTable:${key}:${part}`;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the table still works, it just will not remember.
  }
}

export function loadExpanded(key: string): ExpandedState | undefined {
  const raw = read(storageKey(key, 'expanded'));
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === true) return true;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).filter(([, open]) => open === true)) as Record<string, boolean>;
    }
  } catch {
    // A damaged entry is ignored.
  }
  return undefined;
}

export function saveExpanded(key: string, expanded: ExpandedState): void {
  write(storageKey(key, 'expanded'), JSON.stringify(expanded));
}

export function loadScrollTop(key: string): number {
  const value = Number(read(storageKey(key, 'scroll')));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function saveScrollTop(key: string, scrollTop: number): void {
  write(storageKey(key, 'scroll'), String(Math.round(scrollTop)));
}
