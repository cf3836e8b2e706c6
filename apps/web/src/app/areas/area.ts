import type { Action, FeatureKey, IconId, Resource } from '@vigil/domain';
import type { ComponentType } from 'react';

/** Loads a page's component; pages are code-split, so this is a dynamic import. */
export type PageLoader = () => Promise<ComponentType>;

export interface AreaAccess {
  /** The page's title (header, browser tab, placeholders). */
  title: string;
  /** Every listed feature must be on. */
  feature?: FeatureKey | readonly FeatureKey[];
  /** The user needs `action` (default read) on it. */
  resource?: Resource;
  action?: Action;
}

export interface SidebarPlacement {
  /** 'main': the top-level items, in the order of the area list; 'settings': the Settings submenu, sorted by name. */
  menu: 'main' | 'settings';
  /** The item's label when it differs from the page's title. */
  name?: string;
  /** The item's icon, by its name in the icon table (`@vigil/domain` icons, drawn by ui/icon). */
  icon?: IconId;
  /** The resource the item needs read on when it differs from the page's. */
  resource?: Resource;
}

interface AreaBase extends AreaAccess {
  /** Where the area appears in the sidebar; absent means it has no item. */
  sidebar?: SidebarPlacement;
}

/** A page at its own address. */
export interface PageArea extends AreaBase {
  path: string;
  page: PageLoader;
  /** Other addresses that show the same page. */
  alsoAt?: readonly string[];
  /** Addresses that redirect here. */
  redirectFrom?: readonly string[];
  /** Rendered without the sidebar and page header. */
  bare?: boolean;
  /** Also rendered before the feature flags have loaded (spec 000 §2.1: /view/topology). */
  withoutFeatureFlags?: boolean;
}

/** A generic resource table (spec 001 §2.5): its list at /settings/{table}, one resource at /settings/{table}/{id}. */
export interface SettingsTableArea extends AreaBase {
  table: string;
  page: PageLoader;
  /** The page of one resource; it starts afresh for each id. */
  detailPage: PageLoader;
}

export type Area = PageArea | SettingsTableArea;

export function isSettingsTable(area: Area): area is SettingsTableArea {
  return 'table' in area;
}

/** The address the area is reached at from the sidebar. */
export function areaPath(area: Area): string {
  return isSettingsTable(area) ? `/settings/${area.table}` : area.path;
}

export function areaFeatures(access: AreaAccess): readonly FeatureKey[] {
  if (access.feature === undefined) return [];
  return typeof access.feature === 'string' ? [access.feature] : access.feature;
}
