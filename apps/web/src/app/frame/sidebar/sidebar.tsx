import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useAccess } from '#src/ui/gates/use-access.ts';
import { useFeatureFlags } from '#src/ui/gates/use-feature-flags.ts';
import { PRODUCT_NAME } from '#src/ui/page/page-title.ts';
import { activeSidebarPath } from './active-sidebar-path.ts';
import { SidebarLink } from './sidebar-link.tsx';
import { SidebarSettingsMenu } from './sidebar-settings-menu.tsx';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';
import { visibleSidebarItems } from './visible-sidebar-items.ts';

/** Below this width the sidebar gives way when the user clicks elsewhere. */
export const AUTO_COLLAPSE_BELOW_PX = 1024;

export function Sidebar() {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const flags = useFeatureFlags();
  const access = useAccess();
  const asideRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const items = visibleSidebarItems({
    isEnabled: flags.isEnabled,
    canRead: (resource) => access.can(resource, 'read'),
    displayRole: access.displayRole,
  });
  const activePath = activeSidebarPath(pathname, [...items.main, ...items.settings].map((item) => item.path));

  useEffect(() => {
    if (collapsed) return;
    const onPointerDown = (event: MouseEvent) => {
      if (window.innerWidth >= AUTO_COLLAPSE_BELOW_PX) return;
      if (event.target instanceof Node && asideRef.current?.contains(event.target)) return;
      setCollapsed(true);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [collapsed, setCollapsed]);

  return (
    <aside
      ref={asideRef}
      aria-label="Sidebar"
      data-collapsed={collapsed}
      className={`flex shrink-0 flex-col overflow-y-auto bg-gray-900 transition-[width] ${collapsed ? 'w-16' : 'w-60'}`}
    >
      <div className={`flex h-14 items-center px-3 ${collapsed ? 'justify-center' : 'justify-between'}`}>
        {!collapsed && (
          <Link to="/" className="text-lg font-semibold tracking-tight text-white">
            {PRODUCT_NAME}
          </Link>
        )}
        <button
          type="button"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed(!collapsed)}
          className="rounded-md p-1.5 text-gray-400 hover:bg-gray-800 hover:text-white"
        >
          {collapsed ? <PanelLeftOpen aria-hidden className="size-5" /> : <PanelLeftClose aria-hidden className="size-5" />}
        </button>
      </div>
      <nav aria-label="Main" className="flex flex-1 flex-col gap-0.5 px-2 pb-4">
        <ul className="flex flex-col gap-0.5">
          {items.main.map((item) => (
            <li key={item.path}>
              <SidebarLink item={item} collapsed={collapsed} active={item.path === activePath} />
            </li>
          ))}
        </ul>
        {items.settings.length > 0 && (
          <SidebarSettingsMenu
            items={items.settings}
            activePath={activePath}
            collapsed={collapsed}
            onExpandSidebar={() => setCollapsed(false)}
          />
        )}
      </nav>
    </aside>
  );
}
