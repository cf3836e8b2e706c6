export interface ActionOutput {
  /** stdout, stderr and logs, in that order, each when present. */
  texts: { name: 'stdout' | 'stderr' | 'logs'; text: string }[];
  /** What else the action answered (an HTTP response, rows of a query), or null. */
  structured: Record<string, unknown> | null;
  exitCode: number | null;
}

const TEXT_KEYS = ['stdout', 'stderr', 'logs'] as const;
const READ_KEYS = new Set<string>([...TEXT_KEYS, 'exitCode']);

/** Sorts an action's result into its text streams, the rest and its exit code. */
export function readActionOutput(result: Record<string, unknown> | null | undefined): ActionOutput {
  const source = result ?? {};
  const texts = TEXT_KEYS.flatMap((name) => {
    const value = source[name];
    return typeof value === 'string' && value !== '' ? [{ name, text: value }] : [];
  });
  const rest = Object.entries(source).filter(([key]) => !READ_KEYS.has(key));
  const exitCode = typeof source.exitCode === 'number' ? source.exitCode : null;
  return { texts, structured: rest.length > 0 ? Object.fromEntries(rest) : null, exitCode };
}

export function hasOutput(output: ActionOutput): boolean {
  return output.texts.length > 0 || output.structured !== null;
}
