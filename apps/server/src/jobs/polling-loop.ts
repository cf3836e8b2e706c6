export interface PollingLoop {
  /** Runs the next pass as soon as the current one (if any) ends, instead of after the interval. */
  wake(): void;
  /** No further passes; resolves when the pass under way (if any) has ended. */
  stop(): Promise<void>;
}

/**
 * Calls `pass` now and then every `intervalMs` after the previous pass ended, never two at once.
 * A pass that throws is reported to `onError` and the loop goes on.
 */
export function startPollingLoop(pass: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): PollingLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;

  const runPass = () => {
    timer = undefined;
    wokenWhileRunning = false;
    running = pass()
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(runPass, wokenWhileRunning ? 0 : intervalMs);
      });
  };

  runPass();
  return {
    wake() {
      if (stopped) return;
      if (running) {
        wokenWhileRunning = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(runPass, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
