import { createContext, type ReactNode, useContext } from 'react';
import type { Slots } from './slots.ts';

const SlotsContext = createContext<Slots>({});

function Empty() {
  return null;
}

/** Fills the slots of every page below it; the app provides its own (app/slots/app-slots.ts). */
export function SlotsProvider({ slots, children }: { slots: Slots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

/** The component that fills the slot, or one that renders nothing when the app leaves it empty. */
export function useSlot<K extends keyof Slots>(name: K): NonNullable<Slots[K]> {
  const slots = useContext(SlotsContext);
  return (slots[name] ?? Empty) as NonNullable<Slots[K]>;
}
