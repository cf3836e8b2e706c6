import { checkTemplateSyntax } from '#src/expressions/template/go-template.ts';
import type { SpecIssue } from '#src/spec/spec-issue.ts';
import { isPlainObject, SpecReader } from '#src/spec/spec-reader.ts';
import { readCel } from '../base/cel-field.reader.ts';
import { checkConfigPath, normaliseConfigPath } from './config-json-path.ts';
import { hasTransformSteps, type BaseFieldPaths, type EntryTransform, type PropertyTemplate } from './entry-transform.types.ts';
import { compileTimeLayout } from './go-time-layout.ts';
import { readStringList, readTransformBlock } from './transform-block.reader.ts';

/**
 * The config-db base fields read here for every scraper type, so each type's own reader only
 * marks them as known: `transform`, `properties`, `createFields`, `deleteFields`, `timestampFormat`.
 */
export const ENTRY_TRANSFORM_FIELDS = ['transform', 'properties', 'createFields', 'deleteFields', 'timestampFormat'] as const;

/** Property fields config-db knows; `links` is a list of {label, url, text, icon, type, tooltip}. */
const PROPERTY_FIELDS = ['name', 'label', 'tooltip', 'icon', 'type', 'color', 'order', 'headline', 'text', 'value', 'unit', 'max', 'min', 'status', 'links', 'filter'];

function readTimeFields(reader: SpecReader, key: 'createFields' | 'deleteFields'): string[] {
  const paths = readStringList(reader, key);
  const raw = reader.raw(key);
  paths.forEach((path, index) => {
    const problem = checkConfigPath(path);
    if (problem !== undefined) reader.issues.push({ path: Array.isArray(raw) ? `${reader.fieldPath(key)}[${index}]` : reader.fieldPath(key), message: problem });
  });
  return paths.map(normaliseConfigPath);
}

function checkTemplates(value: unknown, path: string, issues: SpecIssue[]): void {
  if (typeof value === 'string') {
    const problem = value.includes('{{') ? checkTemplateSyntax(value) : undefined;
    if (problem !== undefined) issues.push({ path, message: problem });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => checkTemplates(item, `${path}[${index}]`, issues));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) checkTemplates(item, `${path}.${key}`, issues);
  }
}

function readProperties(reader: SpecReader): PropertyTemplate[] {
  const list = reader.list('properties') ?? [];
  const properties: PropertyTemplate[] = [];
  list.forEach((entry: unknown, index) => {
    const item = SpecReader.of(entry, `${reader.fieldPath('properties')}[${index}]`, reader.issues);
    if (!item) return;
    const name = item.string('name', { required: true });
    const filter = readCel(item, 'filter');
    const value = item.raw('value');
    if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) item.issue('value', 'must be a number');
    const links = item.raw('links');
    if (links !== undefined && !Array.isArray(links)) item.issue('links', 'must be a list');
    item.ignore(...PROPERTY_FIELDS);
    item.finish();
    const { filter: _filter, ...property } = entry as Record<string, unknown>;
    checkTemplates(property, item.path, reader.issues);
    if (name !== undefined) properties.push({ filter, property: { ...property, name } });
  });
  return properties;
}

function fieldPaths(reader: SpecReader): BaseFieldPaths {
  const text = (key: string) => {
    const value = reader.raw(key);
    return typeof value === 'string' && value.trim().startsWith('$') ? value.trim() : undefined;
  };
  return { id: text('id'), type: text('type'), class: text('class'), name: text('name') };
}

/**
 * Reads the transform fields of one scraper entry (`path` names it, e.g. `spec.file[0]`). Answers
 * the transform, or undefined when the entry has none, and the issues found, each by its path.
 */
export function readEntryTransform(raw: unknown, path: string): { transform?: EntryTransform | undefined; issues: SpecIssue[] } {
  const issues: SpecIssue[] = [];
  // Not an object: the type's own reader says so. Keys not read here are the type's to judge.
  if (!isPlainObject(raw)) return { issues };
  const scoped = SpecReader.of(raw, path, issues)!;
  const block = readTransformBlock(scoped);
  const createFields = readTimeFields(scoped, 'createFields');
  const deleteFields = readTimeFields(scoped, 'deleteFields');
  const timestampFormat = scoped.string('timestampFormat');
  if (timestampFormat !== undefined) {
    const layout = compileTimeLayout(timestampFormat);
    if (typeof layout === 'string') scoped.issue('timestampFormat', layout);
  }
  const properties = readProperties(scoped);
  const transform: EntryTransform = { ...block, createFields, deleteFields, timestampFormat, properties, fields: fieldPaths(scoped) };
  return { transform: hasTransformSteps(transform) ? transform : undefined, issues };
}
