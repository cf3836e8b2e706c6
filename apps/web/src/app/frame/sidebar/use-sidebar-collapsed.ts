import { useCallback, useState } from 'react';

export const SIDEBAR_COLLAPSED_KEY = 'vigil.sidebar.collapsed';

function readStored(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the sidebar is collapsed, kept across visits. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setState] = useState(readStored);
  const setCollapsed = useCallback((next: boolean) => {
    setState(next);
    try {
      window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
    } catch {
      // Storage can be off (private mode); the state still holds for this visit.
    }
  }, []);
  return [collapsed, setCollapsed];
}
