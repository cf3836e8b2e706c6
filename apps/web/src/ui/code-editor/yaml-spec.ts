import { parse, stringify, YAMLParseError } from 'yaml';

/** What a whole resource document (`apiVersion`, `kind`, `metadata`, `spec`) must declare. */
export interface SpecDocumentKind {
  apiVersion: string;
  kind: string;
}

/** The name and namespace a whole document carries in its metadata. */
export interface SpecMetadata {
  name?: string;
  namespace?: string;
}

export type ParsedSpec =
  | { ok: true; spec: Record<string, unknown>; metadata?: SpecMetadata }
  | { ok: false; error: string };

export const SPEC_NOT_A_MAPPING = 'The spec must be a mapping of keys to values';

/** A spec as YAML for the editor; long strings stay on one line so the text reads as stored. */
export function formatSpecYaml(spec: unknown): string {
  return stringify(spec ?? {}, { lineWidth: 0 });
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `Not valid YAML at line 3: <reason>`: the reason without the position and excerpt the parser appends. */
function describeYamlError(error: unknown): string {
  if (!(error instanceof YAMLParseError)) return `Not valid YAML: ${error instanceof Error ? error.message : String(error)}`;
  const reason = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
  const line = error.linePos?.[0].line;
  return line === undefined ? `Not valid YAML: ${reason}` : `Not valid YAML at line ${line}: ${reason}`;
}

function stringField(value: Record<string, unknown>, key: string): string | undefined {
  const field = value[key];
  return typeof field === 'string' && field.trim() !== '' ? field.trim() : undefined;
}

function isWholeDocument(value: Record<string, unknown>): boolean {
  return 'apiVersion' in value || 'kind' in value || 'metadata' in value;
}

function readWholeDocument(value: Record<string, unknown>, expected: SpecDocumentKind): ParsedSpec {
  if (value.apiVersion !== expected.apiVersion) return { ok: false, error: `apiVersion must be ${expected.apiVersion}` };
  if (value.kind !== expected.kind) return { ok: false, error: `kind must be ${expected.kind}` };
  if (!isMapping(value.spec)) return { ok: false, error: `A ${expected.kind} document needs a spec mapping` };
  const metadata = isMapping(value.metadata) ? value.metadata : {};
  const name = stringField(metadata, 'name');
  const namespace = stringField(metadata, 'namespace');
  return { ok: true, spec: value.spec, metadata: { ...(name ? { name } : {}), ...(namespace ? { namespace } : {}) } };
}

/**
 * Reads the editor's text: YAML or JSON (JSON is YAML), either the bare spec or a whole document of
 * the expected kind, whose spec and metadata are taken apart.
 */
export function parseSpecText(text: string, expected: SpecDocumentKind): ParsedSpec {
  let value: unknown;
  try {
    value = parse(text);
  } catch (error) {
    return { ok: false, error: describeYamlError(error) };
  }
  if (!isMapping(value)) return { ok: false, error: SPEC_NOT_A_MAPPING };
  return isWholeDocument(value) ? readWholeDocument(value, expected) : { ok: true, spec: value };
}

/** Shown under an editor whose text does not parse: the text is kept, but never saved as it is. */
export function unsavedSpecHint(error: string): string {
  return `${error}. Not saved until fixed.`;
}
