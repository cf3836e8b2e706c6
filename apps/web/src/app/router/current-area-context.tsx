import { createContext, type ReactNode, useContext } from 'react';
import type { AreaAccess } from '../areas/area.ts';

const CurrentAreaContext = createContext<AreaAccess | undefined>(undefined);

export function CurrentAreaProvider({ area, children }: { area: AreaAccess; children: ReactNode }) {
  return <CurrentAreaContext.Provider value={area}>{children}</CurrentAreaContext.Provider>;
}

/** The area of the route table the page belongs to (its title, feature and resource). */
export function useCurrentArea(): AreaAccess | undefined {
  return useContext(CurrentAreaContext);
}
