import type { UiNode } from '../api/identity-flow.types.ts';

export type FormValues = Record<string, unknown>;

/**
 * Sets a value at a dotted field name (`traits.name.first`), creating the nested objects on the
 * way, so a form's values are posted in the shape the identity service's schema describes.
 */
export function setValueAtPath(target: FormValues, name: string, value: unknown): FormValues {
  const parts = name.split('.');
  let cursor: FormValues = target;
  parts.forEach((part, index) => {
    if (index === parts.length - 1) {
      cursor[part] = value;
      return;
    }
    const next = cursor[part];
    if (typeof next !== 'object' || next === null) cursor[part] = {};
    cursor = cursor[part] as FormValues;
  });
  return target;
}

/** Whether a node is an input the user fills or the form carries (not a button, not display). */
export function isValueInput(node: UiNode): boolean {
  return node.type === 'input' && !isButton(node) && typeof node.attributes.name === 'string';
}

export function isButton(node: UiNode): boolean {
  return node.type === 'input' && (node.attributes.type === 'submit' || node.attributes.type === 'button');
}

/** The starting values of a form from the values the server put on its input nodes. */
export function initialValues(nodes: UiNode[]): FormValues {
  const values: FormValues = {};
  for (const node of nodes) {
    if (!isValueInput(node) || node.attributes.disabled) continue;
    const name = node.attributes.name as string;
    setValueAtPath(values, name, startingValue(node));
  }
  return values;
}

function startingValue(node: UiNode): unknown {
  const { type, value } = node.attributes;
  if (type === 'checkbox') return value === true || value === 'true';
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

/** A field's value as the server expects it: numbers as numbers, empty numbers left out. */
export function parseFieldValue(node: UiNode, raw: unknown): unknown {
  if (node.attributes.type !== 'number') return raw;
  if (raw === '' || raw === undefined || raw === null) return undefined;
  const parsed = Number(raw);
  return Number.isNaN(parsed) ? raw : parsed;
}
