import {
  DEFAULT_CONNECTION_NAMESPACE,
  type ConnectionField,
  type ConnectionTypeDefinition,
  isSecretField,
} from '@vigil/domain';
import type { Connection, ConnectionInput } from '../api/connection.types.ts';

export type ConnectionFieldValue = string | boolean;

/** The form's state: name and namespace, then one value per field of the type, by the field's key. */
export interface ConnectionFormValues {
  name: string;
  namespace: string;
  fields: Record<string, ConnectionFieldValue>;
}

export type ConnectionFormErrors = Partial<Record<string, string>>;

export const REQUIRED_MESSAGE = 'This field is required';
export const NUMBER_MESSAGE = 'This field must be a number';
export const SECRET_OR_VALUE_HINT = 'A value, env://NAME for an environment variable, or file:///path for a file on the server.';

const PROPERTY_PREFIX = 'properties.';

function propertyName(field: ConnectionField): string | null {
  return field.key.startsWith(PROPERTY_PREFIX) ? field.key.slice(PROPERTY_PREFIX.length) : null;
}

function initialValue(field: ConnectionField): ConnectionFieldValue {
  if (field.kind === 'switch') return field.default === true;
  if (field.default !== undefined) return String(field.default);
  if (field.kind === 'select') return field.options?.[0] ?? '';
  return '';
}

function storedValue(field: ConnectionField, row: Connection): ConnectionFieldValue {
  const name = propertyName(field);
  const raw: unknown = name === null ? row[field.key as keyof Connection] : row.properties?.[name];
  if (raw === null || raw === undefined) return field.kind === 'switch' ? false : '';
  if (field.kind === 'switch') return raw === true || raw === 'true';
  return typeof raw === 'object' ? JSON.stringify(raw) : String(raw as string | number | boolean);
}

/** A new connection of the type: namespace 'default' and the type's defaults (spec 001 §5). */
export function emptyConnectionForm(definition: ConnectionTypeDefinition): ConnectionFormValues {
  return {
    name: '',
    namespace: DEFAULT_CONNECTION_NAMESPACE,
    fields: Object.fromEntries(definition.fields.map((field) => [field.key, initialValue(field)])),
  };
}

/** A stored connection as the form shows it; stored secrets read `***` as the server sent them. */
export function connectionFormFromRow(row: Connection, definition: ConnectionTypeDefinition): ConnectionFormValues {
  return {
    name: row.name,
    namespace: row.namespace || DEFAULT_CONNECTION_NAMESPACE,
    fields: Object.fromEntries(definition.fields.map((field) => [field.key, storedValue(field, row)])),
  };
}

function isBlank(value: ConnectionFieldValue | undefined): boolean {
  return typeof value !== 'boolean' && (value ?? '').trim() === '';
}

/** Every problem of the form, by the key of its field ('name', 'namespace', 'url', 'properties.port'). */
export function connectionFormErrors(values: ConnectionFormValues, definition: ConnectionTypeDefinition): ConnectionFormErrors {
  const errors: ConnectionFormErrors = {};
  if (values.name.trim() === '') errors.name = REQUIRED_MESSAGE;
  if (values.namespace.trim() === '') errors.namespace = REQUIRED_MESSAGE;
  for (const field of definition.fields) {
    const value = values.fields[field.key];
    if (isBlank(value)) {
      if (field.required && field.kind !== 'switch') errors[field.key] = REQUIRED_MESSAGE;
    } else if (field.kind === 'number' && !Number.isFinite(Number(value))) {
      errors[field.key] = NUMBER_MESSAGE;
    }
  }
  return errors;
}

function written(field: ConnectionField, value: ConnectionFieldValue | undefined): unknown {
  if (field.kind === 'switch') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  return field.kind === 'number' ? Number(text) : text;
}

/**
 * What a save writes. Properties the form does not draw (written by a spec or an older version) are
 * kept; a secret still reading `***` is sent as is, and the server keeps the stored value.
 */
export function toConnectionInput(
  values: ConnectionFormValues,
  definition: ConnectionTypeDefinition,
  previousProperties: Record<string, unknown> | null = null,
): ConnectionInput {
  const input: ConnectionInput = {
    name: values.name.trim(),
    namespace: values.namespace.trim(),
    type: definition.type,
    url: null,
    username: null,
    password: null,
    certificate: null,
    insecure_tls: false,
    properties: { ...(previousProperties ?? {}) },
  };
  for (const field of definition.fields) {
    const value = written(field, values.fields[field.key]);
    const name = propertyName(field);
    if (name === null) Object.assign(input, { [field.key]: field.key === 'insecure_tls' ? value === true : value });
    else if (value === null) delete input.properties[name];
    else input.properties[name] = value;
  }
  return input;
}

/** The hint under a field: its own, and for credentials the forms a value may take. */
export function fieldHint(field: ConnectionField): string | undefined {
  // A hint without spaces is an example value (an address, a URL), not a sentence.
  const own = field.hint && !/\s/.test(field.hint) ? `For example ${field.hint}` : field.hint;
  const takesReference = field.kind === 'secret' || (field.kind === 'textarea' && isSecretField(field));
  if (!takesReference) return own;
  return own ? `${own}. ${SECRET_OR_VALUE_HINT}` : SECRET_OR_VALUE_HINT;
}
