import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Area, PageLoader } from '#src/app/areas/area.ts';
import { AREAS } from '#src/app/areas/area-registry.ts';
import { createQueryClient } from '#src/app/providers/create-query-client.ts';
import { sidebarItems } from '#src/app/frame/sidebar/sidebar-items.ts';
import { visibleSidebarItems } from '#src/app/frame/sidebar/visible-sidebar-items.ts';
import { appRoutes } from '#src/app/router/app-routes.tsx';
import { AreaGate } from '#src/app/router/area-gate.tsx';
import { areaRedirects, areaRoutes } from '#src/app/router/area-routes.ts';
import { frameApi, installFakeApi } from './support/fake-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const emptyPage: PageLoader = () => Promise.resolve(() => null);

const REPORTS: Area = {
  path: '/reports',
  title: 'Reports',
  feature: 'logs',
  resource: 'database',
  page: emptyPage,
  sidebar: { menu: 'main', icon: 'file' },
};
const BUDGETS: Area = {
  table: 'budgets',
  title: 'Budgets',
  feature: 'settings.teams',
  resource: 'database',
  page: emptyPage,
  detailPage: emptyPage,
  sidebar: { menu: 'settings' },
};
const HIDDEN: Area = { path: '/reports/archive', title: 'Report Archive', resource: 'database', page: emptyPage };

function routePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...routePaths(route.children ?? [])]);
}

function everyoneSeesEverything() {
  return { isEnabled: () => true, canRead: () => true, displayRole: 'admin' as const };
}

describe('area registry', () => {
  it('gives every area of the list a route at each of its addresses', () => {
    const paths = routePaths(appRoutes);
    const expected = AREAS.flatMap((area) =>
      'table' in area
        ? [`/settings/${area.table}`, `/settings/${area.table}/:id`]
        : [area.path, ...(area.alsoAt ?? []), ...(area.redirectFrom ?? [])],
    );
    expect(expected.length).toBeGreaterThan(40);
    for (const path of expected) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('derives the routes of an added page and of an added settings table with their access', () => {
    const routes = areaRoutes([...AREAS, REPORTS, BUDGETS]);
    expect(routes.length).toBe(areaRoutes(AREAS).length + 3);
    expect(routes.find((route) => route.path === '/reports')).toMatchObject({ title: 'Reports', feature: 'logs', resource: 'database' });
    const [list, detail] = areaRoutes([BUDGETS]);
    expect(list).toMatchObject({ path: '/settings/budgets', title: 'Budgets', feature: 'settings.teams', resource: 'database' });
    expect(detail).toMatchObject({ path: '/settings/budgets/:id', title: 'Budgets', remountOn: 'id' });
  });

  it('serves an alias with the same page and redirects to the area', () => {
    const aliased: Area = { ...REPORTS, alsoAt: ['/old-reports'], redirectFrom: ['/reporting'] };
    expect(areaRoutes([aliased]).map((route) => [route.path, route.page])).toEqual([
      ['/reports', emptyPage],
      ['/old-reports', emptyPage],
    ]);
    expect(areaRedirects([aliased])).toEqual([{ from: '/reporting', to: '/reports' }]);
  });

  it('puts an added area in the sidebar where it is placed: main in list order, settings sorted by name', () => {
    const before = sidebarItems(AREAS);
    const after = sidebarItems([...AREAS, REPORTS, BUDGETS, HIDDEN]);
    expect(after.main.map((item) => item.name)).toEqual([...before.main.map((item) => item.name), 'Reports']);
    expect(after.main.at(-1)).toEqual({ name: 'Reports', path: '/reports', features: ['logs'], resource: 'database', icon: 'file' });
    const settings = after.settings.map((item) => item.name);
    expect(settings).toEqual([...before.settings.map((item) => item.name), 'Budgets'].sort((a, b) => a.localeCompare(b, 'en')));
    expect(settings.indexOf('Budgets')).toBe(1);
    expect(after.settings.find((item) => item.name === 'Budgets')?.path).toBe('/settings/budgets');
    expect([...after.main, ...after.settings].some((item) => item.name === 'Report Archive')).toBe(false);
  });

  it('builds the sidebar from the list: every placed area has an item at its address', () => {
    const items = sidebarItems(AREAS);
    const placed = AREAS.filter((area) => area.sidebar);
    expect(items.main.length + items.settings.length).toBe(placed.length);
    expect(items.settings.find((item) => item.name === 'Health Checks')?.path).toBe('/settings/canaries');
    expect(items.main[0]).toMatchObject({ name: 'Dashboard', path: '/topology', resource: 'topologies' });
  });

  it('shows an added item only with its features on and read on its resource', () => {
    const items = sidebarItems([...AREAS, REPORTS, BUDGETS]);
    const all = visibleSidebarItems(everyoneSeesEverything(), items);
    expect(all.main.map((item) => item.name)).toContain('Reports');
    expect(all.settings.map((item) => item.name)).toContain('Budgets');
    const logsOff = visibleSidebarItems({ ...everyoneSeesEverything(), isEnabled: (feature) => feature !== 'logs' }, items);
    expect(logsOff.main.map((item) => item.name)).not.toContain('Reports');
    const noDatabase = visibleSidebarItems({ ...everyoneSeesEverything(), canRead: (resource) => resource !== 'database' }, items);
    expect(noDatabase.settings.map((item) => item.name)).not.toContain('Budgets');
  });

  it("starts a settings table's detail page afresh for each id", async () => {
    installFakeApi(frameApi());
    let mounts = 0;
    function Probe() {
      useState(() => ++mounts);
      return <p>probe</p>;
    }
    const [, detail] = areaRoutes([BUDGETS]);
    if (!detail) throw new Error('no detail route');
    const routes = [{ path: detail.path, element: <AreaGate area={detail} />, children: [{ index: true, Component: Probe }] }];
    const router = createMemoryRouter(routes, { initialEntries: ['/settings/budgets/1'] });
    const queryClient = createQueryClient();
    const view = render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('probe')).toBeInTheDocument();
    const first = mounts;
    await act(() => router.navigate('/settings/budgets/2'));
    expect(mounts).toBe(first + 1);
    expect(screen.getByText('probe')).toBeInTheDocument();
    view.unmount();
    router.dispose();
    queryClient.clear();
  });
});
