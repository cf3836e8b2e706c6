import { type Area, type AreaAccess, isSettingsTable, type PageArea, type SettingsTableArea } from '../areas/area.ts';
import { AREAS } from '../areas/area-registry.ts';
import type { AreaRedirect, AreaRoute } from './area-route.ts';

function accessOf(area: Area): AreaAccess {
  return { title: area.title, feature: area.feature, resource: area.resource, action: area.action };
}

function pageRoutes(area: PageArea): AreaRoute[] {
  const { page, bare, withoutFeatureFlags } = area;
  return [area.path, ...(area.alsoAt ?? [])].map((path) => ({ ...accessOf(area), path, page, bare, withoutFeatureFlags }));
}

function tableRoutes(area: SettingsTableArea): AreaRoute[] {
  const path = `/settings/${area.table}`;
  return [
    { ...accessOf(area), path, page: area.page },
    { ...accessOf(area), path: `${path}/:id`, page: area.detailPage, remountOn: 'id' },
  ];
}

/** Every address of the areas, with the access each needs. */
export function areaRoutes(areas: readonly Area[]): AreaRoute[] {
  return areas.flatMap((area) => (isSettingsTable(area) ? tableRoutes(area) : pageRoutes(area)));
}

export function areaRedirects(areas: readonly Area[]): AreaRedirect[] {
  return areas.flatMap((area) => (isSettingsTable(area) ? [] : (area.redirectFrom ?? []).map((from) => ({ from, to: area.path }))));
}

/** The route table of spec 000 §2.1 (identity, session and error pages are in `app-routes.tsx`). */
export const AREA_ROUTES: readonly AreaRoute[] = areaRoutes(AREAS);
export const AREA_REDIRECTS: readonly AreaRedirect[] = areaRedirects(AREAS);
