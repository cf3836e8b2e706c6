/** Reads a value kept in the browser; undefined when storage is unavailable or empty. */
export function readStored(key: string): string | undefined {
  try {
    return window.localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
}
