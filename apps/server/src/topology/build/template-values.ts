import { renderGoTemplate } from '#src/expressions/template/go-template.ts';

/** `$(.component.name)`, canary-checker's second way of writing `{{ .component.name }}`. */
const DOLLAR_TEMPLATE = /\$\((\s*\.[^()]*)\)/g;

function renderText(text: string, values: Record<string, unknown>): string {
  const source = text.replace(DOLLAR_TEMPLATE, (_match, path: string) => `{{${path}}}`);
  return source.includes('{{') ? renderGoTemplate(source, values) : text;
}

/** Renders every text inside `value` (objects and lists to any depth) as a template over `values`. */
export function renderTemplates(value: unknown, values: Record<string, unknown>): unknown {
  if (typeof value === 'string') return renderText(value, values);
  if (Array.isArray(value)) return value.map((item) => renderTemplates(item, values));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renderTemplates(item, values)]));
  }
  return value;
}

/** Expression results as plain JSON values: CEL's whole numbers (bigint) become numbers. */
export function plainValue(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(plainValue);
  if (value instanceof Map) return Object.fromEntries([...value.entries()].map(([key, item]) => [String(key), plainValue(item)]));
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainValue(item)]));
  }
  return value;
}
