import { createBrowserRouter } from 'react-router';
import { setAppNavigation } from '#src/api/app-navigation.ts';
import { appRoutes } from './app-routes.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Lets the HTTP client move the user through the router instead of reloading the page. */
export function connectRouterNavigation(router: AppRouter): () => void {
  return setAppNavigation({
    navigate: (to, options) => void router.navigate(to, options),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  });
}

export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(appRoutes);
  connectRouterNavigation(router);
  return router;
}
