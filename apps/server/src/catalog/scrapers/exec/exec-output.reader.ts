import { isPlainObject } from '#src/spec/spec-reader.ts';

/**
 * The documents a script printed: its stdout as JSON, an object (one document) or a list of objects
 * (one each). Nothing printed is no document. Throws an Error saying what else was printed.
 */
export function documentsOfOutput(stdout: string): Record<string, unknown>[] {
  const text = stdout.trim();
  if (text === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`the script's output is not JSON (${(error as Error).message}): print an object or a list of objects`, { cause: error });
  }
  if (isPlainObject(parsed)) return [parsed];
  if (Array.isArray(parsed)) {
    const notObject = parsed.findIndex((entry) => !isPlainObject(entry));
    if (notObject >= 0) throw new Error(`the script's output is a list whose entry ${notObject} is not an object`);
    return parsed as Record<string, unknown>[];
  }
  throw new Error("the script's output is JSON but neither an object nor a list of objects");
}
