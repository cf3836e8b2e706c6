/**
 * Kubernetes label selector text (`app=web,tier in (front,back),!legacy`), as resource selectors
 * use it on an item's labels (`labelSelector`) and tags (`tagSelector`).
 */
export type LabelRequirement =
  | { key: string; op: 'exists' | 'absent' }
  | { key: string; op: 'in' | 'notin'; values: string[] }
  | { key: string; op: 'gt' | 'lt'; value: number };

const KEY = /^[A-Za-z0-9]([A-Za-z0-9._/-]*[A-Za-z0-9])?$/;
const VALUE = /^([A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?)?$/;

/** Commas inside `( )` belong to a value list, not between requirements. */
function splitRequirements(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current.trim());
  return parts;
}

function keyOrError(key: string): string {
  if (!KEY.test(key)) throw new Error(`'${key}' is not a label key`);
  return key;
}

function valueOrError(value: string): string {
  if (!VALUE.test(value)) throw new Error(`'${value}' is not a label value`);
  return value;
}

function readRequirement(part: string): LabelRequirement {
  if (part === '') throw new Error('has an empty requirement');
  const set = /^(\S+)\s+(in|notin)\s*\((.*)\)$/.exec(part);
  if (set) {
    const values = set[3]!.split(',').map((value) => valueOrError(value.trim()));
    return { key: keyOrError(set[1]!), op: set[2] as 'in' | 'notin', values };
  }
  const compared = /^([^=!<>\s]+)\s*(==|=|!=|>|<)\s*(.*)$/.exec(part);
  if (compared) {
    const [, key, operator, raw] = compared as unknown as [string, string, string, string];
    if (operator === '>' || operator === '<') {
      const value = Number(raw.trim());
      if (raw.trim() === '' || !Number.isInteger(value)) throw new Error(`'${part}' compares with a value that is not a whole number`);
      return { key: keyOrError(key), op: operator === '>' ? 'gt' : 'lt', value };
    }
    return { key: keyOrError(key), op: operator === '!=' ? 'notin' : 'in', values: [valueOrError(raw.trim())] };
  }
  if (part.startsWith('!')) return { key: keyOrError(part.slice(1).trim()), op: 'absent' };
  return { key: keyOrError(part), op: 'exists' };
}

/** The requirements of a selector text, or the reason it cannot be read. */
export function parseLabelSelector(text: string): { requirements: LabelRequirement[] } | { error: string } {
  try {
    return { requirements: splitRequirements(text).map(readRequirement) };
  } catch (error) {
    return { error: `must be a label selector such as app=web,tier in (a,b),!legacy: ${(error as Error).message}` };
  }
}

function holds(requirement: LabelRequirement, labels: Record<string, unknown>): boolean {
  const present = Object.hasOwn(labels, requirement.key);
  const value = present ? String(labels[requirement.key]) : undefined;
  switch (requirement.op) {
    case 'exists':
      return present;
    case 'absent':
      return !present;
    case 'in':
      return value !== undefined && requirement.values.includes(value);
    case 'notin':
      // As in Kubernetes: an item without the key is not in the set.
      return value === undefined || !requirement.values.includes(value);
    case 'gt':
    case 'lt': {
      const number = Number(value);
      if (value === undefined || value === '' || !Number.isFinite(number)) return false;
      return requirement.op === 'gt' ? number > requirement.value : number < requirement.value;
    }
  }
}

/** Whether every requirement holds for `labels` (a missing map is an empty one). */
export function matchesLabelSelector(requirements: readonly LabelRequirement[], labels: unknown): boolean {
  const map = typeof labels === 'object' && labels !== null && !Array.isArray(labels) ? (labels as Record<string, unknown>) : {};
  return requirements.every((requirement) => holds(requirement, map));
}
