import { CONNECTION_TYPES, MASKED_SECRET, connectionType, isSecretField, type ConnectionField } from '@vigil/domain';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { isEncryptedSecret, type SecretBox } from './secret-box.ts';
import { refusedSecretFiles } from './secret-key.ts';
import { isValueReference, refusedReference } from './secret-reference.ts';

export type ConnectionRowMode = 'insert' | 'update';

/** Secret columns of every type. */
const SECRET_COLUMNS = ['password', 'certificate'] as const;

/** When a write does not say the type (a PATCH), a property secret in any type is kept secret. */
const ANY_TYPE_SECRET_PROPERTIES = new Set(
  CONNECTION_TYPES.flatMap((definition) => definition.fields.filter((field) => field.key.startsWith('properties.') && isSecretField(field)).map((field) => field.key.slice(11))),
);

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/** Text that must be encrypted before it is stored; the mask, references and encrypted text are not. */
function needsEncryption(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value !== MASKED_SECRET && !isEncryptedSecret(value) && !isValueReference(value);
}

function fieldIssue(field: ConnectionField, value: unknown): string | undefined {
  if (isEmpty(value) || value === MASKED_SECRET) return undefined;
  if (field.kind === 'number' && !(typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()))) {
    return `${field.key}: must be a number`;
  }
  if (field.kind === 'select' && field.options && !field.options.includes(String(value))) return `${field.key}: must be one of ${field.options.join(', ')}`;
  return undefined;
}

/**
 * One row of a write to `connections`, ready for SQL: on insert the defaults of its type are filled
 * in and its required fields checked; on both, the fields it carries are checked and its secrets
 * (password, certificate, the type's secret properties) encrypted, which the table's trigger moves
 * into connection_secrets (migration 0037). Answers the row and the issues, each naming its field.
 */
export function prepareConnectionRow(input: Record<string, unknown>, mode: ConnectionRowMode, box: SecretBox): { row: Record<string, unknown>; issues: string[] } {
  const row: Record<string, unknown> = { ...input };
  const issues: string[] = [];
  if (mode === 'insert' && isEmpty(row.type)) issues.push('type: This field is required');
  const definition = typeof row.type === 'string' ? connectionType(row.type) : undefined;
  const hasProperties = isPlainObject(row.properties);
  const properties: Record<string, unknown> = hasProperties ? { ...(row.properties as Record<string, unknown>) } : {};
  if (row.properties !== undefined && row.properties !== null && !hasProperties) issues.push('properties: must be an object');

  for (const field of definition?.fields ?? []) {
    const isProperty = field.key.startsWith('properties.');
    const name = isProperty ? field.key.slice(11) : field.key;
    const bag = isProperty ? properties : row;
    const written = mode === 'insert' || (isProperty ? hasProperties : name in row);
    if (!written) continue;
    if (mode === 'insert' && isEmpty(bag[name]) && field.default !== undefined) bag[name] = field.default;
    const value = bag[name];
    const missing = isEmpty(value) || (mode === 'insert' && value === MASKED_SECRET);
    if (field.required && missing) issues.push(`${field.key}: This field is required`);
    const issue = fieldIssue(field, value);
    if (issue) issues.push(issue);
  }

  for (const [key, value] of [...['username', ...SECRET_COLUMNS].map((column) => [column, row[column]] as const), ...Object.entries(properties).map(([name, value]) => [`properties.${name}`, value] as const)]) {
    const refused = refusedReference(value, refusedSecretFiles());
    if (refused) issues.push(`${key}: ${refused}`);
  }
  for (const column of SECRET_COLUMNS) if (needsEncryption(row[column])) row[column] = box.encrypt(row[column]);
  const secretProperties = definition
    ? new Set(definition.fields.filter((field) => field.key.startsWith('properties.') && isSecretField(field)).map((field) => field.key.slice(11)))
    : ANY_TYPE_SECRET_PROPERTIES;
  for (const name of secretProperties) if (needsEncryption(properties[name])) properties[name] = box.encrypt(properties[name]);
  if (hasProperties || (mode === 'insert' && Object.keys(properties).length > 0)) row.properties = properties;
  return { row, issues };
}
