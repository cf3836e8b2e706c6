import { CANARY_SCHEDULE_RULES, usableSchedule } from '#src/jobs/schedule.ts';
import { readResourceSpecDocument } from '#src/spec/resource-spec-document.ts';
import { SpecError, type SpecIssue } from '#src/spec/spec-issue.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { parseSpecEntry } from '#src/spec/spec-schema.ts';
import { componentSchema, topologySpecSchema } from './topology-spec.schema.ts';
import type { ComponentSpec, TopologySpec } from './topology-spec.types.ts';

export const TOPOLOGY_API_VERSION = 'canaries.flanksource.com/v1';

/** Topologies may run as often as canaries; the default is every 5 minutes (topology-scheduled-kind.ts). */
const TOPOLOGY_SCHEDULE_RULES = { ...CANARY_SCHEDULE_RULES, resource: 'a topology' };

/** What a template becomes for validation: a word any field that takes text accepts. */
const TEMPLATE = /\$\(\s*\.[^()]*\)|\{\{.*?\}\}/g;

function withoutTemplates(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(TEMPLATE, 'x');
  if (Array.isArray(value)) return value.map(withoutTemplates);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutTemplates(item)]));
  return value;
}

function readChildren(raw: unknown[] | undefined, path: string, issues: SpecIssue[]): ComponentSpec[] {
  const children: ComponentSpec[] = [];
  (raw ?? []).forEach((entry, index) => {
    const read = parseComponentSpec(entry, `${path}[${index}]`);
    if ('issues' in read) issues.push(...read.issues);
    else children.push(read.spec);
  });
  return children;
}

/**
 * Validates one component spec (and its nested components, to any depth); issues are named under
 * `path` (`spec.components[0].components[1].name`). `forEach` keeps its raw text: it is templated
 * for each child, then read again, so its entries are only checked as components here.
 */
export function parseComponentSpec(raw: unknown, path: string): { spec: ComponentSpec } | { issues: SpecIssue[] } {
  const object = isPlainObject(raw) ? raw : {};
  const rawForEach = isPlainObject(object.forEach) ? object.forEach : undefined;
  // forEach is read as it will be once templated: each `$(...)` or `{{...}}` stands for a plain word.
  const checked = rawForEach ? { ...object, forEach: withoutTemplates(rawForEach) } : raw;
  const read = parseSpecEntry(componentSchema, checked, path);
  const issues = 'issues' in read ? [...read.issues] : [];
  const components = readChildren(Array.isArray(object.components) ? object.components : undefined, `${path}.components`, issues);
  const forEachComponents = rawForEach && Array.isArray(rawForEach.components) ? rawForEach.components : [];
  readChildren(forEachComponents.map(withoutTemplates), `${path}.forEach.components`, issues);
  if (!('issues' in read) && read.spec.name === undefined && read.spec.lookup === undefined) {
    // A nameless component only makes sense as a lookup whose children take its place.
    issues.push({ path: `${path}.name`, message: 'name is required (unless the component has a lookup)' });
  }
  if ('issues' in read || issues.length > 0) return { issues };
  const { forEach: _forEach, ...own } = read.spec;
  return { spec: { ...own, components, forEach: rawForEach ? { components: forEachComponents, raw: rawForEach } : undefined } };
}

/**
 * Validates a topology: YAML or JSON text, or an already parsed object; a whole
 * `canaries.flanksource.com/v1` Topology document or its bare spec. Throws a `SpecError` naming
 * every issue found.
 */
export function parseTopologySpec(input: string | unknown): TopologySpec {
  const { spec: reader, metadata, issues } = readResourceSpecDocument(input, { apiVersion: TOPOLOGY_API_VERSION, kind: 'Topology', defaultNamespace: 'default' });
  const raw = Object.fromEntries(reader.keys().map((key) => [key, reader.raw(key)]));
  const read = parseSpecEntry(topologySpecSchema, raw, 'spec');
  if ('issues' in read) issues.push(...read.issues);
  const components = readChildren(Array.isArray(raw.components) ? raw.components : undefined, 'spec.components', issues);
  if (!('issues' in read) && read.spec.schedule !== undefined) {
    try {
      usableSchedule(read.spec.schedule, TOPOLOGY_SCHEDULE_RULES);
    } catch (error) {
      issues.push({ path: 'spec.schedule', message: error instanceof Error ? error.message : String(error) });
    }
  }
  if (issues.length > 0 || 'issues' in read) throw new SpecError(issues);
  return { ...read.spec, components, metadata };
}
