import { useSyncExternalStore } from 'react';

/**
 * Below this viewport height (px) the check detail has no room for the Health Overview chart
 * above its tabs, so the chart moves into a Graph tab (spec 001 §2.2: 'Graph: only on short screens').
 */
export const SHORT_SCREEN_MAX_HEIGHT = 700;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const isShort = () => window.innerHeight < SHORT_SCREEN_MAX_HEIGHT;

/** Whether the window is shorter than SHORT_SCREEN_MAX_HEIGHT, following resizes. */
export function useShortScreen(): boolean {
  return useSyncExternalStore(subscribe, isShort, () => false);
}
