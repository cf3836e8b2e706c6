import { createContext, type ReactNode, useContext } from 'react';

export interface PageChrome {
  /** The controls every page header ends with (help menu, user menu); the app frame supplies them. */
  headerActions?: ReactNode;
}

const PageChromeContext = createContext<PageChrome>({});

export function PageChromeProvider({ value, children }: { value: PageChrome; children: ReactNode }) {
  return <PageChromeContext.Provider value={value}>{children}</PageChromeContext.Provider>;
}

export function usePageChrome(): PageChrome {
  return useContext(PageChromeContext);
}
