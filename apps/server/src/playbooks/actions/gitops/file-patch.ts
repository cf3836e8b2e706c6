import { extname } from 'node:path';
import { isMap, isScalar, isSeq, parseAllDocuments, parse as parseYaml, type Document } from 'yaml';
import { mergePatchEdits, parseEditExpression, UnsupportedExpressionError, type DocumentEdit, type PathKey } from './document-edits.ts';

/** How one file is changed: a yq or jq expression (the supported subset), or a JSON merge patch. */
export interface FilePatch {
  yq?: string | undefined;
  jq?: string | undefined;
  /** A JSON merge patch (RFC 7396), as a map or as YAML/JSON text. */
  merge?: string | Record<string, unknown> | undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The edits of a patch, once the document is known (a merge patch needs to see which keys hold maps). */
function editsOf(patch: FilePatch, isMapAt: (path: PathKey[]) => boolean): DocumentEdit[] {
  const expression = patch.yq ?? patch.jq;
  if (expression !== undefined) return parseEditExpression(expression);
  const merge = typeof patch.merge === 'string' ? (parseYaml(patch.merge) as unknown) : patch.merge;
  return mergePatchEdits(merge, isMapAt);
}

function jsonChild(parent: unknown, key: PathKey): unknown {
  if (Array.isArray(parent) && typeof key === 'number') return parent[key];
  if (isPlainObject(parent) && typeof key === 'string') return parent[key];
  return undefined;
}

function jsonAt(root: unknown, path: PathKey[]): unknown {
  return path.reduce<unknown>((node, key) => jsonChild(node, key), root);
}

function applyJsonEdit(root: unknown, edit: DocumentEdit): void {
  let node = root;
  for (const [index, key] of edit.path.slice(0, -1).entries()) {
    let child = jsonChild(node, key);
    if (child === undefined && edit.op === 'set') {
      child = typeof edit.path[index + 1] === 'number' ? [] : {};
      if (Array.isArray(node) && typeof key === 'number') node[key] = child;
      else if (isPlainObject(node) && typeof key === 'string') node[key] = child;
    }
    if (typeof child !== 'object' || child === null) {
      if (edit.op === 'delete') return;
      throw new UnsupportedExpressionError(`${describePath(edit.path)}: ${describePath(edit.path.slice(0, index + 1))} is not a map or a list`);
    }
    node = child;
  }
  const last = edit.path.at(-1)!;
  if (Array.isArray(node) && typeof last === 'number') {
    if (edit.op === 'delete') node.splice(last, 1);
    else if (last > node.length) throw new UnsupportedExpressionError(`${describePath(edit.path)}: the list has ${node.length} items`);
    else node[last] = edit.value;
  } else if (isPlainObject(node) && typeof last === 'string') {
    if (edit.op === 'delete') delete node[last];
    else node[last] = edit.value;
  } else if (edit.op === 'set') {
    throw new UnsupportedExpressionError(`${describePath(edit.path)}: a ${typeof last === 'number' ? 'list index' : 'key'} does not fit what is there`);
  }
}

function describePath(path: PathKey[]): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('');
}

function patchJson(text: string, patch: FilePatch): string {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (error) {
    throw new UnsupportedExpressionError(`the file is not JSON: ${(error as Error).message}`);
  }
  for (const edit of editsOf(patch, (path) => isPlainObject(jsonAt(root, path)))) applyJsonEdit(root, edit);
  const indent = /^[{[]\s*\n([ \t]+)/.exec(text)?.[1] ?? '  ';
  return JSON.stringify(root, null, indent) + (text.endsWith('\n') ? '\n' : '');
}

function patchYamlDocument(document: Document, patch: FilePatch): void {
  for (const edit of editsOf(patch, (path) => isMap(document.getIn(path, true)))) {
    if (edit.op === 'delete') {
      document.deleteIn(edit.path);
      continue;
    }
    const existing: unknown = document.getIn(edit.path, true);
    const parent: unknown = document.getIn(edit.path.slice(0, -1), true);
    const last = edit.path.at(-1)!;
    if (isSeq(parent) && typeof last === 'number' && last > parent.items.length) {
      throw new UnsupportedExpressionError(`${describePath(edit.path)}: the list has ${parent.items.length} items`);
    }
    // A scalar replaced by a scalar keeps its comment and style.
    if (isScalar(existing) && (edit.value === null || typeof edit.value !== 'object')) existing.value = edit.value;
    else document.setIn(edit.path, document.createNode(edit.value));
  }
}

/** Every document of the file is patched, as yq does; comments and layout elsewhere are kept. */
function patchYaml(text: string, patch: FilePatch): string {
  const documents = parseAllDocuments(text);
  if (!Array.isArray(documents)) return text;
  for (const document of documents) {
    if (document.errors.length > 0) throw new UnsupportedExpressionError(`the file is not YAML: ${document.errors[0]!.message}`);
    try {
      patchYamlDocument(document, patch);
    } catch (error) {
      if (error instanceof UnsupportedExpressionError) throw error;
      throw new UnsupportedExpressionError((error as Error).message);
    }
  }
  return documents.map((document) => document.toString()).join('');
}

/** The file's new text once `patch` is applied; JSON and YAML files only, told apart by their extension. */
export function patchFileText(path: string, text: string, patch: FilePatch): string {
  const extension = extname(path).toLowerCase();
  if (extension === '.json') return patchJson(text, patch);
  if (extension === '.yaml' || extension === '.yml') return patchYaml(text, patch);
  throw new UnsupportedExpressionError('only .json, .yaml and .yml files can be patched; write other files whole with files');
}
