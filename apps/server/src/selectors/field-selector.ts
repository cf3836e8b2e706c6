/**
 * A field selector text (`type=Kubernetes::Pod,status!=Running`), as resource selectors use it on
 * the fields of what they select: every requirement must hold. A key may name a nested field with
 * dots (`config.spec.replicas=3`). Values are taken as written, so they may hold `::` or `/`.
 */
export interface FieldRequirement {
  key: string;
  op: 'eq' | 'ne';
  value: string;
}

const KEY = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** The requirements of a field selector text, or the reason it cannot be read. */
export function parseFieldSelector(text: string): { requirements: FieldRequirement[] } | { error: string } {
  const requirements: FieldRequirement[] = [];
  for (const part of text.split(',').map((piece) => piece.trim())) {
    const match = /^([^=!]+?)\s*(==|=|!=)\s*(.*)$/.exec(part);
    if (!match || !KEY.test(match[1]!)) return { error: `must be a field selector such as type=Kubernetes::Pod,status!=Running: '${part}' is not a requirement` };
    requirements.push({ key: match[1]!, op: match[2] === '!=' ? 'ne' : 'eq', value: match[3]!.trim() });
  }
  return { requirements };
}

function fieldValue(record: Record<string, unknown>, key: string): string | undefined {
  let value: unknown = record;
  for (const segment of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

/** Whether every requirement holds for `record`; a field that is missing equals nothing. */
export function matchesFieldSelector(requirements: readonly FieldRequirement[], record: Record<string, unknown>): boolean {
  return requirements.every((requirement) => {
    const value = fieldValue(record, requirement.key);
    return requirement.op === 'eq' ? value === requirement.value : value !== requirement.value;
  });
}
