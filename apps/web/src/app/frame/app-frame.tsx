import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { PageChromeProvider } from '#src/ui/page/page-chrome-context.tsx';
import { HelpMenu } from './header/help-menu.tsx';
import { UserMenu } from './header/user-menu.tsx';
import { Sidebar } from './sidebar/sidebar.tsx';

/** Sidebar on the left, the page on the right; every page header ends with help and user menus. */
export function AppFrame() {
  const chrome = useMemo(
    () => ({
      headerActions: (
        <>
          <HelpMenu />
          <UserMenu />
        </>
      ),
    }),
    [],
  );
  return (
    <div className="flex h-screen overflow-hidden bg-gray-50 text-gray-900">
      <Sidebar />
      <PageChromeProvider value={chrome}>
        <main className="flex min-w-0 flex-1 flex-col">
          <Outlet />
        </main>
      </PageChromeProvider>
    </div>
  );
}
