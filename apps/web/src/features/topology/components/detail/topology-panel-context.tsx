import type { TopologyComponent } from '@vigil/domain';
import { createContext, useContext } from 'react';

/** What a card of the dashboard may do with the detail panel; absent where cards stand alone. */
export interface TopologyPanelControl {
  openPanel: (component: TopologyComponent) => void;
}

export const TopologyPanelContext = createContext<TopologyPanelControl | null>(null);

/** The panel of the dashboard the card is on, or null (the single card, spec 002 §2). */
export function useTopologyPanel(): TopologyPanelControl | null {
  return useContext(TopologyPanelContext);
}
