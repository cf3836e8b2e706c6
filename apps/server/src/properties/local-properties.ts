import { readFileSync } from 'node:fs';
import { isPropertyName } from '@vigil/domain';
import { parseYamlText } from '../spec/yaml-text.ts';
import type { AppConfig } from '../config.ts';

/** A properties file that cannot be used, reported with the file's path. */
export class PropertiesFileError extends Error {
  constructor(file: string, reason: string) {
    super(`Invalid properties file ${file}: ${reason}`);
    this.name = 'PropertiesFileError';
  }
}

function asText(file: string, name: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new PropertiesFileError(file, `the value of ${name} must be text, a number or true/false`);
}

/** `{name: value}` from a YAML or JSON file (JSON is YAML too); values become text (`true` -> 'true'). */
export function readPropertiesFile(file: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new PropertiesFileError(file, error instanceof Error ? error.message : String(error));
  }
  let document: unknown;
  try {
    document = parseYamlText(text);
  } catch (error) {
    throw new PropertiesFileError(file, error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
  if (document === null || document === undefined) return {};
  if (typeof document !== 'object' || Array.isArray(document)) {
    throw new PropertiesFileError(file, 'it must hold one mapping of property names to values');
  }
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(document as Record<string, unknown>)) {
    if (!isPropertyName(name)) throw new PropertiesFileError(file, `"${name}" is not a property name (letters, digits, . - _)`);
    properties[name] = asText(file, name, value);
  }
  return properties;
}

/** The flags set in the server's configuration: the properties file, then PROPERTIES over it. */
export function loadLocalProperties(config: Pick<AppConfig, 'propertiesFile' | 'properties'>): Record<string, string> {
  const fromFile = config.propertiesFile ? readPropertiesFile(config.propertiesFile) : {};
  return { ...fromFile, ...config.properties };
}
