/**
 * The message and error of one run as one line. A check's message often already quotes its error
 * ("could not connect to host:9: connect ECONNREFUSED host:9"), so an error the message holds, or a
 * message the error holds, is said once.
 */
export function runOutcomeText(message: string | null | undefined, error: string | null | undefined): string {
  const said = message?.trim() ?? '';
  const cause = error?.trim() ?? '';
  if (cause === '' || said.includes(cause)) return said;
  if (said === '' || cause.includes(said)) return cause;
  return `${said} ${cause}`;
}
