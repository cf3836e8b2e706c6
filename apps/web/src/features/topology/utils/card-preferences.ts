import { DEFAULT_SORT, type SortOrder, type TopologySort } from './component-sort.ts';

/** Spec 002 §2: the card width slider runs 250 to 768 px in steps of 2. */
export const CARD_WIDTH_MIN = 250;
export const CARD_WIDTH_MAX = 768;
export const CARD_WIDTH_STEP = 2;
/** The width before the user moves the slider: three cards side by side beside the frame at 1280 px. */
export const DEFAULT_CARD_WIDTH = 320;

export const CARD_PREFERENCES_KEY = 'topologyCardPreferences';

export interface CardPreferences extends TopologySort {
  cardWidth: number;
}

/** A width within the slider's range, on its steps. */
export function clampCardWidth(width: number): number {
  if (!Number.isFinite(width)) return DEFAULT_CARD_WIDTH;
  const bounded = Math.min(CARD_WIDTH_MAX, Math.max(CARD_WIDTH_MIN, width));
  return CARD_WIDTH_MIN + Math.round((bounded - CARD_WIDTH_MIN) / CARD_WIDTH_STEP) * CARD_WIDTH_STEP;
}

const isOrder = (value: unknown): value is SortOrder => value === 'asc' || value === 'desc';

/** The width and sort kept in this browser; the defaults for whatever is missing or unreadable. */
export function readCardPreferences(): CardPreferences {
  const defaults = { ...DEFAULT_SORT, cardWidth: DEFAULT_CARD_WIDTH };
  try {
    const stored = JSON.parse(window.localStorage.getItem(CARD_PREFERENCES_KEY) ?? '{}') as Partial<Record<keyof CardPreferences, unknown>>;
    return {
      cardWidth: typeof stored.cardWidth === 'number' ? clampCardWidth(stored.cardWidth) : defaults.cardWidth,
      sortBy: typeof stored.sortBy === 'string' && stored.sortBy !== '' ? stored.sortBy : defaults.sortBy,
      sortOrder: isOrder(stored.sortOrder) ? stored.sortOrder : defaults.sortOrder,
    };
  } catch {
    return defaults;
  }
}

export function writeCardPreferences(preferences: CardPreferences): void {
  try {
    window.localStorage.setItem(CARD_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Storage may be blocked (private modes): the choice then lasts for this page only.
  }
}
