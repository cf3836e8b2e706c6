import type { FeatureKey, Resource, Role } from '@vigil/domain';
import { MAIN_ITEMS, SETTINGS_ITEMS, type SidebarItem } from './sidebar-items.ts';

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
export function visibleSidebarItems(access: SidebarAccess): VisibleSidebarItems {
  const visible = (item: SidebarItem) => item.features.every(access.isEnabled) && access.canRead(item.resource);
  const settingsAllowed = access.displayRole !== undefined && access.displayRole !== 'viewer';
  return {
    main: MAIN_ITEMS.filter(visible),
    settings: settingsAllowed ? SETTINGS_ITEMS.filter(visible) : [],
  };
}
