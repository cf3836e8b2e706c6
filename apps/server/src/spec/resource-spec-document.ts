import { parseYamlText } from './yaml-text.ts';
import { SpecError, type SpecIssue } from './spec-issue.ts';
import { isPlainObject, SpecReader } from './spec-reader.ts';

/** The Kubernetes-style metadata a resource document may carry; only these three are used. */
export interface ResourceMetadata {
  name?: string | undefined;
  namespace?: string | undefined;
  labels?: Record<string, string> | undefined;
}

/** What a whole document must declare, and the namespace used when its metadata names none. */
export interface ResourceDocumentKind {
  apiVersion: string;
  kind: string;
  defaultNamespace: string;
}

/** The spec part of a resource, ready for field-by-field reading, with the document's metadata if it had any. */
export interface ResourceSpecDocument {
  spec: SpecReader;
  metadata?: ResourceMetadata | undefined;
  issues: SpecIssue[];
}

/** Standard Kubernetes object metadata that exported documents carry and this server does not use. */
const IGNORED_METADATA_KEYS = [
  'annotations', 'uid', 'resourceVersion', 'generation', 'creationTimestamp', 'deletionTimestamp',
  'managedFields', 'finalizers', 'ownerReferences', 'generateName',
];

function readText(input: string, issues: SpecIssue[]): unknown {
  try {
    return parseYamlText(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    issues.push({ path: 'spec', message: `not valid YAML or JSON: ${reason}` });
    return undefined;
  }
}

function isWholeDocument(value: Record<string, unknown>): boolean {
  return 'apiVersion' in value || 'kind' in value || 'metadata' in value;
}

function readDocument(document: SpecReader, expected: ResourceDocumentKind): { spec: unknown; metadata?: ResourceMetadata } {
  if (document.raw('apiVersion') !== expected.apiVersion) document.issue('apiVersion', `must be ${expected.apiVersion}`);
  if (document.raw('kind') !== expected.kind) document.issue('kind', `must be ${expected.kind}`);
  document.ignore('status');
  const spec = document.raw('spec');
  if (spec === undefined) document.issue('spec', 'spec is required');
  let metadata: ResourceMetadata | undefined;
  const meta = document.nested('metadata');
  if (meta) {
    meta.ignore(...IGNORED_METADATA_KEYS);
    metadata = { name: meta.string('name'), namespace: meta.string('namespace') ?? expected.defaultNamespace, labels: meta.stringMap('labels') };
    meta.finish();
  }
  document.finish();
  return metadata ? { spec, metadata } : { spec };
}

/**
 * Reads a resource given as YAML or JSON text or an already parsed object, either a whole document
 * (apiVersion, kind, metadata, spec) or its bare spec. Throws a `SpecError` when the text or the
 * document envelope is unusable; otherwise returns the spec for the caller to read field by field,
 * with issues found so far collected in `issues`.
 */
export function readResourceSpecDocument(input: string | unknown, expected: ResourceDocumentKind): ResourceSpecDocument {
  const issues: SpecIssue[] = [];
  const value = typeof input === 'string' ? readText(input, issues) : input;
  if (issues.length > 0) throw new SpecError(issues);

  let rawSpec: unknown = value;
  let metadata: ResourceMetadata | undefined;
  if (isPlainObject(value) && isWholeDocument(value)) {
    const document = SpecReader.of(value, '', issues);
    if (document) ({ spec: rawSpec, metadata } = readDocument(document, expected));
    if (rawSpec === undefined) throw new SpecError(issues);
  }
  const spec = SpecReader.of(rawSpec, 'spec', issues);
  if (!spec) throw new SpecError(issues);
  return { spec, metadata, issues };
}
