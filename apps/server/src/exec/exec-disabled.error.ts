/** Why a script is refused on a server started with EXEC=off; also the reason given when a spec that runs one is saved. */
export const EXEC_DISABLED_MESSAGE = 'exec is disabled on this server (EXEC=off)';

/** Thrown by the script runner when the server does not run scripts at all. */
export class ExecDisabledError extends Error {
  constructor() {
    super(EXEC_DISABLED_MESSAGE);
    this.name = 'ExecDisabledError';
  }
}
