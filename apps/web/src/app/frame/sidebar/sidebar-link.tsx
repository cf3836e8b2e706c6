import { NavLink } from 'react-router';
import { Icon } from '#src/ui/icon/icon.tsx';
import type { SidebarItem } from './sidebar-items.ts';

export function SidebarLink({ item, collapsed, nested = false }: { item: SidebarItem; collapsed: boolean; nested?: boolean }) {
  return (
    <NavLink
      to={item.path}
      title={collapsed ? item.name : undefined}
      className={({ isActive }) =>
        `flex items-center gap-3 rounded-md px-3 py-2 text-sm ${nested ? 'pl-10' : ''} ${
          isActive ? 'bg-gray-700 font-medium text-white' : 'text-gray-300 hover:bg-gray-800 hover:text-white'
        }`
      }
    >
      {item.icon && <Icon name={item.icon} size={20} />}
      <span className={collapsed ? 'sr-only' : 'truncate'}>{item.name}</span>
    </NavLink>
  );
}
