import { Link } from 'react-router';
import { Icon } from '#src/ui/icon/icon.tsx';
import type { SidebarItem } from './sidebar-items.ts';

export interface SidebarLinkProps {
  item: SidebarItem;
  collapsed: boolean;
  /** The item the current address belongs to (one item at a time, see active-sidebar-path.ts). */
  active: boolean;
  nested?: boolean;
}

export function SidebarLink({ item, collapsed, active, nested = false }: SidebarLinkProps) {
  return (
    <Link
      to={item.path}
      title={collapsed ? item.name : undefined}
      aria-current={active ? 'page' : undefined}
      className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm ${nested ? 'pl-10' : ''} ${
        active ? 'bg-gray-700 font-medium text-white' : 'text-gray-300 hover:bg-gray-800 hover:text-white'
      }`}
    >
      {item.icon && <Icon name={item.icon} size={20} />}
      <span className={collapsed ? 'sr-only' : 'truncate'}>{item.name}</span>
    </Link>
  );
}
