import type { PlaybookParameter } from '@vigil/domain';
import { parse as parseYaml } from 'yaml';

export const REQUIRED = 'This field is required';

export type TextFormat = 'bytes' | 'millicores' | 'dns1123';

const FORMATS: Record<TextFormat, { pattern: RegExp; message: string }> = {
  bytes: { pattern: /^\d+(\.\d+)?(Ki|Mi|Gi|Ti|Pi|Ei|k|K|M|G|T|P|E)?$/, message: 'Must be a size in bytes, e.g. 512Mi or 1Gi' },
  millicores: { pattern: /^(\d+m|\d+(\.\d+)?)$/, message: 'Must be CPU in millicores (e.g. 500m) or cores (e.g. 0.5)' },
  dns1123: {
    pattern: /^(?=.{1,253}$)[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/,
    message: "Must be lowercase alphanumerics and '-', in dot-separated labels that start and end with an alphanumeric",
  },
};

/** A property as written in the spec: properties are often strings ("true", "10"). */
export function property(parameter: PlaybookParameter, key: string): unknown {
  return parameter.properties?.[key];
}

export function numberProperty(parameter: PlaybookParameter, key: string): number | undefined {
  const value = property(parameter, key);
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

export function booleanProperty(parameter: PlaybookParameter, key: string): boolean {
  const value = property(parameter, key);
  return value === true || value === 'true';
}

/** The text format a parameter asks for: its own type (bytes, millicores) or a text's `format`. */
export function textFormat(parameter: PlaybookParameter): TextFormat | undefined {
  if (parameter.type === 'bytes' || parameter.type === 'millicores') return parameter.type;
  const format = property(parameter, 'format');
  return format === 'bytes' || format === 'millicores' || format === 'dns1123' ? format : undefined;
}

/** The options of a list parameter. */
export function listOptions(parameter: PlaybookParameter): { label: string; value: string }[] {
  const options = property(parameter, 'options');
  if (!Array.isArray(options)) return [];
  return options.flatMap((option: unknown) => {
    if (typeof option === 'string') return [{ label: option, value: option }];
    if (typeof option !== 'object' || option === null) return [];
    const { label, value } = option as { label?: unknown; value?: unknown };
    const text = value === undefined || value === null ? undefined : String(value as string | number | boolean);
    return text === undefined ? [] : [{ label: typeof label === 'string' && label !== '' ? label : text, value: text }];
  });
}

function textError(parameter: PlaybookParameter, value: string): string | undefined {
  const minLength = numberProperty(parameter, 'minLength');
  const maxLength = numberProperty(parameter, 'maxLength');
  if (minLength !== undefined && value.length < minLength) return `Must be at least ${minLength} characters`;
  if (maxLength !== undefined && value.length > maxLength) return `Must be at most ${maxLength} characters`;
  const regex = property(parameter, 'regex');
  if (typeof regex === 'string' && regex !== '') {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(regex);
    } catch {
      pattern = undefined;
    }
    if (pattern && !pattern.test(value)) return `Must match ${regex}`;
  }
  const format = textFormat(parameter);
  if (format && !FORMATS[format].pattern.test(value)) return FORMATS[format].message;
  const min = numberProperty(parameter, 'min');
  const max = numberProperty(parameter, 'max');
  if (min !== undefined || max !== undefined) {
    const number = Number(value);
    if (!Number.isFinite(number) || value.trim() === '') return 'This field must be a number';
    if (min !== undefined && number < min) return `Must be at least ${min}`;
    if (max !== undefined && number > max) return `Must be at most ${max}`;
  }
  return undefined;
}

function codeError(parameter: PlaybookParameter, value: string): string | undefined {
  const language = property(parameter, 'language');
  try {
    if (language === 'json') JSON.parse(value);
    else parseYaml(value);
  } catch {
    return language === 'json' ? 'Not valid JSON' : 'Not valid YAML';
  }
  return undefined;
}

/** Why the value is not taken, or undefined; an empty optional value is always taken. */
export function parameterError(parameter: PlaybookParameter, value: string): string | undefined {
  if (parameter.type === 'checkbox') return undefined;
  if (value.trim() === '') return parameter.required ? REQUIRED : undefined;
  switch (parameter.type) {
    case 'code':
      return codeError(parameter, value);
    case 'list': {
      const options = listOptions(parameter);
      return options.length > 0 && !options.some((option) => option.value === value) ? 'Choose one of the options' : undefined;
    }
    case 'text':
    case 'bytes':
    case 'millicores':
      return textError(parameter, value);
    default:
      return undefined;
  }
}

/** The values the form starts with: each parameter's (templated) default; a checkbox is 'true' or 'false'. */
export function initialParameterValues(parameters: readonly PlaybookParameter[]): Record<string, string> {
  return Object.fromEntries(
    parameters.map((parameter) => {
      // A spec may write a default as a YAML boolean or number.
      const fallback = parameter.default === undefined || parameter.default === null ? '' : String(parameter.default as unknown as string);
      return [parameter.name, parameter.type === 'checkbox' ? String(fallback === 'true') : fallback];
    }),
  );
}

/** Every parameter's error, by name; empty when the form may run. */
export function parameterErrors(parameters: readonly PlaybookParameter[], values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(parameters.flatMap((parameter) => {
    const error = parameterError(parameter, values[parameter.name] ?? '');
    return error ? [[parameter.name, error]] : [];
  }));
}
