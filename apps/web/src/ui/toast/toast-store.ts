import type { ReactNode } from 'react';

export const TOAST_DURATION_MS = 5_000;

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  message: ReactNode;
  /** Milliseconds on screen; default 5 s. */
  duration: number;
}

export interface ToastOptions {
  duration?: number;
}

type Listener = () => void;

let nextId = 1;
let toasts: readonly ToastMessage[] = [];
const listeners = new Set<Listener>();

function publish(next: readonly ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, message: ReactNode, options: ToastOptions = {}): number {
  const id = nextId++;
  publish([...toasts, { id, kind, message, duration: options.duration ?? TOAST_DURATION_MS }]);
  return id;
}

/**
 * Short notices at the top right of the screen, gone after 5 s. Callable from anywhere (mutation
 * callbacks, the clipboard helper); the `Toaster` in the app frame shows them.
 */
export const toast = {
  success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
  error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
  info: (message: ReactNode, options?: ToastOptions) => show('info', message, options),
  dismiss(id: number): void {
    if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
  },
  clear(): void {
    if (toasts.length > 0) publish([]);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly ToastMessage[] => toasts,
};
