/**
 * Runs `stop` once on the first SIGINT or SIGTERM, then exits; a second signal while stopping
 * exits at once (the operator insists).
 */
export function onShutdownSignal(stop: () => Promise<void>, log: (message: string) => void = console.log): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log(`${signal}: finishing requests in flight and closing the database`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
