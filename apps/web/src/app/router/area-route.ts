import type { Action, FeatureKey, Resource } from '@vigil/domain';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

/** Loads a page's component; routes are code-split, so this is usually a dynamic import. */
export type PageLoader = () => Promise<ComponentType>;

export interface AreaAccess {
  /** The page's title (header, browser tab, placeholders). */
  title: string;
  /** Every listed feature must be on. */
  feature?: FeatureKey | readonly FeatureKey[];
  /** The user needs `action` (default read) on it. */
  resource?: Resource;
  action?: Action;
}

export interface AreaRoute extends AreaAccess {
  path: string;
  page: PageLoader;
  /** Rendered without the sidebar and page header. */
  bare?: boolean;
  /** Also rendered before the feature flags have loaded (spec 000 §2.1: /view/topology). */
  withoutFeatureFlags?: boolean;
  /** Access that depends on the path's parameters; null means there is no such page. */
  resolve?: (params: Params) => AreaAccess | null;
}
