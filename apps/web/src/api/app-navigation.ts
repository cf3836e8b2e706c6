export interface AppNavigation {
  /** Moves to a path of the single-page app. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The path and query the user is on, as a `return_to` value carries it. */
  currentPath(): string;
}

const browserNavigation: AppNavigation = {
  navigate(to, options) {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

let current: AppNavigation = browserNavigation;

/** The router registers itself here so code outside React (the HTTP client) can move the user. */
export function setAppNavigation(navigation: AppNavigation): () => void {
  const previous = current;
  current = navigation;
  return () => {
    if (current === navigation) current = previous;
  };
}

export function appNavigation(): AppNavigation {
  return current;
}
