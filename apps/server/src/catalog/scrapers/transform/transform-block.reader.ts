import { checkCelSyntax } from '#src/expressions/cel-expression.ts';
import { checkJavaScriptSyntax } from '#src/expressions/javascript-expression.ts';
import { checkJsonPathSyntax } from '#src/expressions/json-path-expression.ts';
import { checkTemplateSyntax } from '#src/expressions/template/go-template.ts';
import type { ExpressionSpec } from '#src/expressions/expression-spec.ts';
import { isPlainObject, SpecReader } from '#src/spec/spec-reader.ts';
import { readCel } from '../base/cel-field.reader.ts';
import { checkConfigPath, normaliseConfigPath } from './config-json-path.ts';
import type { ChangeMapping, EntryTransform, FieldExclusion, RelationshipRule, ValueMask } from './entry-transform.types.ts';
import { readRelationshipRule } from './relationship-rule.reader.ts';
import { isKnownMaskValue } from './value-mask.step.ts';

/** config-db's script keys, with the expression spec's name for each and its syntax check. */
const SCRIPT_LANGUAGES = [
  { key: 'expr', language: 'expr', check: checkCelSyntax },
  { key: 'javascript', language: 'javascript', check: checkJavaScriptSyntax },
  { key: 'jsonpath', language: 'jsonPath', check: checkJsonPathSyntax },
  { key: 'gotemplate', language: 'template', check: checkTemplateSyntax },
] as const;

type TransformBlock = Pick<EntryTransform, 'script' | 'exclude' | 'mask' | 'changeExclude' | 'changeMapping' | 'relationships'>;

/** Each object of a list field, with a reader named by its index (`transform.mask[1]`). */
function eachObject(reader: SpecReader, key: string, read: (item: SpecReader) => void): void {
  const list = reader.list(key) ?? [];
  list.forEach((entry: unknown, index) => {
    const item = SpecReader.of(entry, `${reader.fieldPath(key)}[${index}]`, reader.issues);
    if (!item) return;
    read(item);
    item.finish();
  });
}

/** A list of strings (a single string counts as a list of one). */
export function readStringList(reader: SpecReader, key: string): string[] {
  const value = reader.raw(key);
  if (value === undefined) return [];
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const strings: string[] = [];
  list.forEach((entry, index) => {
    if (typeof entry === 'string' && entry.trim() !== '') strings.push(entry);
    else reader.issues.push({ path: Array.isArray(value) ? `${reader.fieldPath(key)}[${index}]` : reader.fieldPath(key), message: 'must be a non-empty string' });
  });
  return strings;
}

/** A JSONPath into the item's config; an unusable one is an issue on the field. */
function readConfigPath(reader: SpecReader, key: string): string | undefined {
  const path = reader.string(key, { required: true });
  if (path === undefined) return undefined;
  const problem = checkConfigPath(path);
  if (problem !== undefined) reader.issue(key, problem);
  return normaliseConfigPath(path);
}

function readScript(reader: SpecReader): ExpressionSpec | undefined {
  const present = SCRIPT_LANGUAGES.filter(({ key }) => reader.has(key));
  if (present.length > 1) reader.issue(present[1]!.key, `only one of ${SCRIPT_LANGUAGES.map(({ key }) => key).join(', ')} may be set`);
  const script: ExpressionSpec = {};
  for (const { key, language, check } of SCRIPT_LANGUAGES) {
    const source = reader.string(key);
    if (source === undefined) continue;
    const problem = check(source);
    if (problem !== undefined) reader.issue(key, problem);
    script[language] = source;
  }
  return present.length > 0 ? script : undefined;
}

function readExclusions(reader: SpecReader): FieldExclusion[] {
  const exclusions: FieldExclusion[] = [];
  eachObject(reader, 'exclude', (item) => {
    const jsonpath = readConfigPath(item, 'jsonpath');
    const types = readStringList(item, 'types');
    if (jsonpath !== undefined) exclusions.push({ jsonpath, types });
  });
  return exclusions;
}

function readMasks(reader: SpecReader): ValueMask[] {
  const masks: ValueMask[] = [];
  eachObject(reader, 'mask', (item) => {
    const selector = readCel(item, 'selector');
    const jsonpath = readConfigPath(item, 'jsonpath');
    const value = item.string('value', { required: true });
    if (value !== undefined && !isKnownMaskValue(value)) item.issue('value', 'unknown mask function: use md5sum, sha1sum, sha256sum or a literal text');
    if (jsonpath !== undefined && value !== undefined) masks.push({ selector, jsonpath, value });
  });
  return masks;
}

const ACTIONS = ['delete', 'ignore'] as const;

function readChangeMappings(reader: SpecReader): ChangeMapping[] {
  const mappings: ChangeMapping[] = [];
  eachObject(reader, 'mapping', (item) => {
    const filter = readCel(item, 'filter', { required: true });
    const summary = item.string('summary');
    const problem = summary === undefined ? undefined : checkTemplateSyntax(summary);
    if (problem !== undefined) item.issue('summary', problem);
    const actionText = item.string('action');
    const action = ACTIONS.find((known) => known === actionText);
    if (actionText !== undefined && action === undefined) item.issue('action', `must be one of ${ACTIONS.join(', ')}`);
    const type = item.string('type');
    const severity = item.string('severity');
    if (filter !== undefined) mappings.push({ filter, type, severity, summary, action });
  });
  return mappings;
}

function readChanges(reader: SpecReader): Pick<EntryTransform, 'changeExclude' | 'changeMapping'> {
  const changes = reader.nested('changes');
  if (!changes) return { changeExclude: [], changeMapping: [] };
  const changeExclude = readStringList(changes, 'exclude');
  const excludeRaw = changes.raw('exclude');
  changeExclude.forEach((source, index) => {
    const problem = checkCelSyntax(source);
    if (problem !== undefined) changes.issues.push({ path: Array.isArray(excludeRaw) ? `${changes.fieldPath('exclude')}[${index}]` : changes.fieldPath('exclude'), message: problem });
  });
  const changeMapping = readChangeMappings(changes);
  changes.finish();
  return { changeExclude, changeMapping };
}

/** Reads an entry's `transform` object; every issue is named under `<entry>.transform`. */
export function readTransformBlock(entry: SpecReader): TransformBlock {
  const empty: TransformBlock = { exclude: [], mask: [], changeExclude: [], changeMapping: [], relationships: [] };
  const raw = entry.raw('transform');
  if (raw === undefined) return empty;
  if (!isPlainObject(raw)) {
    entry.issue('transform', 'must be an object');
    return empty;
  }
  const reader = entry.nested('transform')!;
  const relationships: RelationshipRule[] = [];
  eachObject(reader, 'relationship', (item) => relationships.push(readRelationshipRule(item)));
  const block: TransformBlock = { script: readScript(reader), exclude: readExclusions(reader), mask: readMasks(reader), ...readChanges(reader), relationships };
  reader.finish();
  return block;
}
