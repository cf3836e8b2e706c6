import type { FeatureKey, Resource, Role } from '@vigil/domain';
import { SIDEBAR_ITEMS, type SidebarItem, type SidebarItems } from './sidebar-items.ts';

export interface SidebarAccess {
  isEnabled: (feature: FeatureKey) => boolean;
  canRead: (resource: Resource) => boolean;
  displayRole: Role | undefined;
}

export interface VisibleSidebarItems {
  main: SidebarItem[];
  /** Empty when the Settings menu is hidden. */
  settings: SidebarItem[];
}

/** Each item needs its features on and read on its resource; viewers get no Settings menu. */
export function visibleSidebarItems(access: SidebarAccess, items: SidebarItems = SIDEBAR_ITEMS): VisibleSidebarItems {
  const visible = (item: SidebarItem) => item.features.every(access.isEnabled) && (!item.resource || access.canRead(item.resource));
  const settingsAllowed = access.displayRole !== undefined && access.displayRole !== 'viewer';
  return {
    main: items.main.filter(visible),
    settings: settingsAllowed ? items.settings.filter(visible) : [],
  };
}
