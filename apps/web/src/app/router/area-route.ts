import type { AreaAccess, PageLoader } from '../areas/area.ts';

/** One address of the route table, derived from the area list. */
export interface AreaRoute extends AreaAccess {
  path: string;
  page: PageLoader;
  /** Rendered without the sidebar and page header. */
  bare?: boolean;
  /** Also rendered before the feature flags have loaded (spec 000 §2.1: /view/topology). */
  withoutFeatureFlags?: boolean;
  /** The page starts afresh when this path parameter changes. */
  remountOn?: string;
}

/** An address that sends the user on to another. */
export interface AreaRedirect {
  from: string;
  to: string;
}
