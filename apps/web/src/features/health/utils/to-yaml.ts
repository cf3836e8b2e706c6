const PLAIN_SCALAR = /^[A-Za-z_/][\w./ -]*$/;
const RESERVED = new Set(['true', 'false', 'null', 'yes', 'no', 'on', 'off', '~']);

function scalar(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = String(value);
  if (PLAIN_SCALAR.test(text) && !text.endsWith(' ') && !RESERVED.has(text.toLowerCase())) return text;
  return JSON.stringify(text);
}

function isNested(value: unknown): value is object {
  return typeof value === 'object' && value !== null && (Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0);
}

function emptyOf(value: unknown): string | null {
  if (Array.isArray(value) && value.length === 0) return '[]';
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0) return '{}';
  return null;
}

function lines(value: unknown, indent: string): string[] {
  const out: string[] = [];
  if (Array.isArray(value)) {
    for (const item of value) {
      if (isNested(item)) {
        const [first, ...rest] = lines(item, `${indent}  `);
        out.push(`${indent}- ${first!.trimStart()}`, ...rest);
      } else out.push(`${indent}- ${emptyOf(item) ?? scalar(item)}`);
    }
    return out;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (isNested(item)) out.push(`${indent}${scalar(key)}:`, ...lines(item, `${indent}  `));
    else if (typeof item === 'string' && item.includes('\n')) {
      out.push(`${indent}${scalar(key)}: |`, ...item.replace(/\n$/, '').split('\n').map((line) => `${indent}  ${line}`));
    } else out.push(`${indent}${scalar(key)}: ${emptyOf(item) ?? scalar(item)}`);
  }
  return out;
}

/** A JSON value as block-style YAML, for reading (the Spec tab); a string is shown as it is. */
export function toYaml(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!isNested(value)) return emptyOf(value) ?? scalar(value);
  return lines(value, '').join('\n');
}
