import { useEffect, useRef } from 'react';

/**
 * Calls `save` with the latest value once `delayMs` pass without another; a value still waiting
 * when the component goes away is saved then rather than lost.
 */
export function useDebouncedSave<T>(save: (value: T) => void, delayMs: number): (value: T) => void {
  const pending = useRef<{ value: T; timer: ReturnType<typeof setTimeout> } | null>(null);
  const latestSave = useRef(save);
  latestSave.current = save;
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      latestSave.current(pending.current.value);
      pending.current = null;
    },
    [],
  );
  return (value: T) => {
    if (pending.current) clearTimeout(pending.current.timer);
    const timer = setTimeout(() => {
      pending.current = null;
      latestSave.current(value);
    }, delayMs);
    pending.current = { value, timer };
  };
}
