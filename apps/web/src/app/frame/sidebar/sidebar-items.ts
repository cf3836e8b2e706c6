import type { FeatureKey, IconId, Resource } from '@vigil/domain';
import { type Area, areaFeatures, areaPath } from '#src/app/areas/area.ts';
import { AREAS } from '#src/app/areas/area-registry.ts';

export interface SidebarItem {
  name: string;
  path: string;
  /** Every listed feature must be on. */
  features: readonly FeatureKey[];
  /** The user needs read on it. */
  resource?: Resource;
  icon?: IconId;
}

export interface SidebarItems {
  /** Top-level items, in the order of the area list (spec 000 §2.2). */
  main: readonly SidebarItem[];
  /** The Settings submenu, sorted by name. */
  settings: readonly SidebarItem[];
}

function sidebarItem(area: Area): SidebarItem {
  return {
    name: area.sidebar?.name ?? area.title,
    path: areaPath(area),
    features: areaFeatures(area),
    resource: area.sidebar?.resource ?? area.resource,
    icon: area.sidebar?.icon,
  };
}

export function sidebarItems(areas: readonly Area[]): SidebarItems {
  const inMenu = (menu: 'main' | 'settings') => areas.filter((area) => area.sidebar?.menu === menu).map(sidebarItem);
  return {
    main: inMenu('main'),
    settings: inMenu('settings').sort((a, b) => a.name.localeCompare(b.name, 'en')),
  };
}

export const SIDEBAR_ITEMS: SidebarItems = sidebarItems(AREAS);
