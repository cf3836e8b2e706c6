/** The content as shown: JSON pretty-printed with two spaces, text as it is; one entry a line. */
export function configContentLines(config: unknown): string[] {
  if (config === null || config === undefined) return [];
  if (typeof config === 'string') return config.split(/\r?\n/);
  return JSON.stringify(config, null, 2).split('\n');
}
