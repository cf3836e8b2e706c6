import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel.tsx';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What replaces the crashed content; default an error panel with 'Try again'. */
  fallback?: (props: { error: unknown; reset: () => void }) => ReactNode;
  /** The boundary clears itself when one of these changes (e.g. the page's path). */
  resetKeys?: readonly unknown[];
}

interface ErrorBoundaryState {
  error: unknown;
  failedKeys: readonly unknown[] | undefined;
}

function sameKeys(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((value, i) => Object.is(value, b[i]));
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
}

/** Keeps a render crash inside the part of the page that crashed. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, failedKeys: undefined };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (state.error === undefined) return null;
    if (state.failedKeys === undefined) return { failedKeys: props.resetKeys ?? [] };
    if (!sameKeys(state.failedKeys, props.resetKeys ?? [])) return { error: undefined, failedKeys: undefined };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page part crashed', error, info.componentStack);
  }

  reset = (): void => {
    this.setState({ error: undefined, failedKeys: undefined });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (this.props.fallback) return this.props.fallback({ error, reset: this.reset });
    return <ErrorPanel message={messageOf(error)} onRetry={this.reset} />;
  }
}
