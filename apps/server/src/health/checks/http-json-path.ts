/**
 * Reads a value from parsed JSON by a simple path: `$.items[0].name`, `items.0.name` or
 * `$['key with space']`. `found` is false when any step is missing.
 */
export function readJsonPath(json: unknown, path: string): { found: boolean; value: unknown } {
  const steps: string[] = [];
  const pattern = /\[(\d+)\]|\['([^']*)'\]|\["([^"]*)"\]|([^.[\]]+)/g;
  for (const match of path.replace(/^\$/, '').matchAll(pattern)) {
    steps.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
  }
  let current: unknown = json;
  for (const step of steps) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, step)) return { found: false, value: undefined };
    current = (current as Record<string, unknown>)[step];
  }
  return { found: true, value: current };
}

/** How a JSON value compares with the text a spec expects: strings as they are, others as JSON. */
export function jsonValueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
