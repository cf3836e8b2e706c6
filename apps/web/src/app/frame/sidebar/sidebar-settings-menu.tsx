import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { Icon } from '#src/ui/icon/icon.tsx';
import type { SidebarItem } from './sidebar-items.ts';
import { SidebarLink } from './sidebar-link.tsx';

export interface SidebarSettingsMenuProps {
  items: readonly SidebarItem[];
  /** The path of the highlighted sidebar item, if any. */
  activePath: string | undefined;
  collapsed: boolean;
  onExpandSidebar: () => void;
}

export function SidebarSettingsMenu({ items, activePath, collapsed, onExpandSidebar }: SidebarSettingsMenuProps) {
  const holdsActive = items.some((item) => item.path === activePath);
  const [open, setOpen] = useState(holdsActive);
  // Arriving on a settings page (a link, a redirect) opens the menu so its item shows highlighted.
  const [openedFor, setOpenedFor] = useState(activePath);
  if (openedFor !== activePath) {
    setOpenedFor(activePath);
    if (holdsActive) setOpen(true);
  }
  const showItems = open && !collapsed;
  return (
    <Collapsible.Root
      open={showItems}
      onOpenChange={(next) => {
        // In the narrow sidebar the submenu has no room: opening it widens the sidebar first.
        if (collapsed) {
          onExpandSidebar();
          setOpen(true);
        } else setOpen(next);
      }}
    >
      <Collapsible.Trigger
        title={collapsed ? 'Settings' : undefined}
        className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-300 hover:bg-gray-800 hover:text-white"
      >
        <Icon name="settings" size={20} />
        <span className={collapsed ? 'sr-only' : 'flex-1 text-left'}>Settings</span>
        {!collapsed && <ChevronDown aria-hidden className={`size-4 transition-transform ${showItems ? 'rotate-180' : ''}`} />}
      </Collapsible.Trigger>
      <Collapsible.Content asChild>
        <ul aria-label="Settings" className="mt-1 flex flex-col gap-0.5">
          {items.map((item) => (
            <li key={item.path}>
              <SidebarLink item={item} collapsed={collapsed} active={item.path === activePath} nested />
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
