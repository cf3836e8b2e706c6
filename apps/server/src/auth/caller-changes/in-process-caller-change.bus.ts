import type { CallerChange, CallerChangeBus, CallerChangeListener } from './caller-change-bus.ts';

/** The bus of a single process (the embedded database, or PostgreSQL without a LISTEN connection). */
export class InProcessCallerChangeBus implements CallerChangeBus {
  private readonly listeners = new Set<CallerChangeListener>();

  publish(change: CallerChange): Promise<void> {
    this.deliver(change);
    return Promise.resolve();
  }

  /** Hands a change to this process's listeners, synchronously. */
  deliver(change: CallerChange): void {
    for (const listener of this.listeners) listener(change);
  }

  subscribe(listener: CallerChangeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}
