import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageLoader } from '../areas/area.ts';
import { AppFrame } from '../frame/app-frame.tsx';
import { FeatureFlagsBoundary } from '../frame/feature-flags-boundary.tsx';
import { FullPageLoading } from '../views/full-page-loading.tsx';
import { PageCrashView } from '../views/page-crash-view.tsx';
import { AreaGate } from './area-gate.tsx';
import { AreaRedirectRoute } from './area-redirect-route.tsx';
import type { AreaRoute } from './area-route.ts';
import { AREA_REDIRECTS, AREA_ROUTES } from './area-routes.ts';

function lazyPage(load: PageLoader): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return lazyPage(async () => pick(await load()));
}

function areaRoute(area: AreaRoute): RouteObject {
  return {
    path: area.path,
    element: <AreaGate area={area} />,
    children: [{ index: true, lazy: lazyPage(area.page) }],
  };
}

/** Identity screens: outside the frame and before any call that needs a session. */
const IDENTITY_ROUTES: RouteObject[] = [
  { path: '/login', lazy: page(() => import('#src/features/auth/routes/login.route.tsx'), (m) => m.LoginRoute) },
  { path: '/registration', lazy: page(() => import('#src/features/auth/routes/registration.route.tsx'), (m) => m.RegistrationRoute) },
  { path: '/recovery', lazy: page(() => import('#src/features/auth/routes/recovery.route.tsx'), (m) => m.RecoveryRoute) },
  { path: '/verification', lazy: page(() => import('#src/features/auth/routes/verification.route.tsx'), (m) => m.VerificationRoute) },
  {
    path: '/profile-settings',
    lazy: page(() => import('#src/features/auth/routes/profile-settings.route.tsx'), (m) => m.ProfileSettingsRoute),
  },
];

const SESSION_ROUTES: RouteObject[] = [
  { path: '/auth-state-checker', lazy: page(() => import('../routes/auth-state-checker.route.tsx'), (m) => m.AuthStateCheckerRoute) },
  { path: '/error', lazy: page(() => import('../routes/error.route.tsx'), (m) => m.ErrorRoute) },
  { path: '/error/flow', lazy: page(() => import('../routes/flow-error.route.tsx'), (m) => m.FlowErrorRoute) },
];

const framed = AREA_ROUTES.filter((area) => !area.bare);
const bareWithFlags = AREA_ROUTES.filter((area) => area.bare && !area.withoutFeatureFlags);
const bareWithoutFlags = AREA_ROUTES.filter((area) => area.bare && area.withoutFeatureFlags);

export const appRoutes: RouteObject[] = [
  {
    errorElement: <PageCrashView />,
    HydrateFallback: FullPageLoading,
    children: [
      ...IDENTITY_ROUTES,
      ...SESSION_ROUTES,
      ...bareWithoutFlags.map(areaRoute),
      {
        Component: FeatureFlagsBoundary,
        children: [
          ...bareWithFlags.map(areaRoute),
          {
            Component: AppFrame,
            children: [
              ...AREA_REDIRECTS.map(({ from, to }): RouteObject => ({ path: from, element: <AreaRedirectRoute to={to} /> })),
              ...framed.map(areaRoute),
              { path: '*', lazy: page(() => import('../routes/not-found.route.tsx'), (m) => m.NotFoundRoute) },
            ],
          },
        ],
      },
    ],
  },
];
