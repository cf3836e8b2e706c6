import type { TopologyComponent } from '@vigil/domain';
import { useCallback, useState } from 'react';

function findComponent(components: readonly TopologyComponent[], id: string): TopologyComponent | undefined {
  for (const component of components) {
    if (component.id === id) return component;
    const child = findComponent(component.components ?? [], id);
    if (child) return child;
  }
  return undefined;
}

interface Choice {
  /** The page the choice was made on; another page starts over. */
  pageId: string | undefined;
  component: TopologyComponent | null;
}

/**
 * Which component the detail panel shows: on /topology/{id} the page's component until the user
 * closes the panel or picks a card (spec 002 §2: "a right-hand panel when an id is given"); on
 * /topology nothing until a card is picked. A shown component is read again from the latest
 * answer, so the panel follows refreshes.
 */
export function usePanelSelection(pageId: string | undefined, root: TopologyComponent | undefined, cards: readonly TopologyComponent[]) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const chosen = choice && choice.pageId === pageId ? choice.component : (root ?? null);
  const shown = chosen ? (findComponent(root ? [root] : cards, chosen.id) ?? findComponent(cards, chosen.id) ?? chosen) : null;
  const open = useCallback((component: TopologyComponent) => setChoice({ pageId, component }), [pageId]);
  const close = useCallback(() => setChoice({ pageId, component: null }), [pageId]);
  return { shown, open, close };
}
