import type { PlaybookParameter } from '@vigil/domain';
import { parseYamlText } from '#src/spec/yaml-text.ts';

/** What is wrong with one parameter's value. */
export interface ParameterIssue {
  name: string;
  message: string;
}

/** A value that names a row which must exist (a person, team, config, check or component id). */
export interface ParameterReference {
  name: string;
  kind: 'person' | 'team' | 'config' | 'check' | 'component';
  id: string;
}

export const REQUIRED_MESSAGE = 'This field is required';

/** Lowercase alphanumerics and '-', in dot-separated labels that start and end alphanumeric (spec 002 §5). */
const DNS1123 = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
/** A size as Kubernetes quantities write it: 512Mi, 2Gi, 1.5G, 1024. */
const BYTES = /^\d+(\.\d+)?(Ki|Mi|Gi|Ti|Pi|Ei|k|K|M|G|T|P|E)?$/;
/** CPU: millicores (500m) or cores (2, 0.5). */
const MILLICORES = /^(\d+m|\d+(\.\d+)?)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const REFERENCE_KINDS = { people: 'person', team: 'team', config: 'config', check: 'check', component: 'component' } as const;

function numberProperty(properties: Record<string, unknown>, key: string): number | undefined {
  const value = properties[key];
  return typeof value === 'number' ? value : undefined;
}

function formatIssue(format: unknown, value: string): string | undefined {
  if (format === 'dns1123' && (!DNS1123.test(value) || value.length > 253)) {
    return "must be lowercase letters, digits and '-', in dot-separated labels that start and end with a letter or digit";
  }
  if (format === 'bytes' && !BYTES.test(value)) return 'must be a size such as 512Mi or 2Gi';
  if (format === 'millicores' && !MILLICORES.test(value)) return 'must be CPU in millicores such as 500m, or cores such as 2';
  return undefined;
}

function textIssue(properties: Record<string, unknown>, value: string): string | undefined {
  const minLength = numberProperty(properties, 'minLength');
  const maxLength = numberProperty(properties, 'maxLength');
  if (minLength !== undefined && value.length < minLength) return `must be at least ${minLength} characters`;
  if (maxLength !== undefined && value.length > maxLength) return `must be at most ${maxLength} characters`;
  if (typeof properties.regex === 'string' && !new RegExp(properties.regex).test(value)) return `must match ${properties.regex}`;
  const min = numberProperty(properties, 'min');
  const max = numberProperty(properties, 'max');
  if (min !== undefined || max !== undefined) {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) return 'must be a number';
    if (min !== undefined && number < min) return `must be at least ${min}`;
    if (max !== undefined && number > max) return `must be at most ${max}`;
  }
  return formatIssue(properties.format, value);
}

function codeIssue(properties: Record<string, unknown>, value: string): string | undefined {
  try {
    if (properties.language === 'json') JSON.parse(value);
    else if (properties.language === 'yaml') parseYamlText(value);
    return undefined;
  } catch {
    return `must be valid ${String(properties.language).toUpperCase()}`;
  }
}

function valueIssue(parameter: PlaybookParameter, value: string): string | undefined {
  const properties = parameter.properties ?? {};
  switch (parameter.type) {
    case 'checkbox':
      return value === 'true' || value === 'false' ? undefined : 'must be true or false';
    case 'list': {
      const options = (properties.options as { value: unknown }[] | undefined) ?? [];
      const values = options.map((option) => String(option.value));
      return values.includes(value) ? undefined : `must be one of ${values.join(', ')}`;
    }
    case 'code':
      return codeIssue(properties, value);
    case 'bytes':
    case 'millicores':
      return formatIssue(parameter.type, value);
    case 'text':
      return textIssue(properties, value);
    default:
      return undefined;
  }
}

/**
 * Checks the values of a run against its parameters (with their defaults filled in by the caller):
 * a required one left empty is 'This field is required'; each type's rules otherwise. Answers the
 * issues and the ids that must exist, which the caller looks up.
 */
export function checkParameterValues(parameters: readonly PlaybookParameter[], values: Readonly<Record<string, string>>): { issues: ParameterIssue[]; references: ParameterReference[] } {
  const issues: ParameterIssue[] = [];
  const references: ParameterReference[] = [];
  const known = new Set(parameters.map((parameter) => parameter.name));
  for (const name of Object.keys(values)) if (!known.has(name)) issues.push({ name, message: 'is not a parameter of this playbook' });
  for (const parameter of parameters) {
    const value = values[parameter.name];
    if (value === undefined || value === '') {
      if (parameter.required) issues.push({ name: parameter.name, message: REQUIRED_MESSAGE });
      continue;
    }
    const kind = REFERENCE_KINDS[parameter.type as keyof typeof REFERENCE_KINDS] as ParameterReference['kind'] | undefined;
    if (kind) {
      if (UUID.test(value)) references.push({ name: parameter.name, kind, id: value.toLowerCase() });
      else issues.push({ name: parameter.name, message: `must be the id of a ${kind}` });
      continue;
    }
    const issue = valueIssue(parameter, value);
    if (issue) issues.push({ name: parameter.name, message: issue });
  }
  return { issues, references };
}
