import { parseSpecEntry } from '#src/spec/spec-schema.ts';
import { parseComponentSpec } from '../spec/parse-topology-spec.ts';
import { forEachSchema } from '../spec/topology-spec.schema.ts';
import type { ComponentSpec, TopologySpec } from '../spec/topology-spec.types.ts';
import { mergeProperties, type BuiltComponent, type LinkedCheck } from './built-component.ts';
import { buildProperty } from './property-builder.ts';
import { arrangeTree, groupByTag } from './tree-arrangement.ts';
import { plainValue, renderTemplates } from './template-values.ts';
import { runLookup, type LookupResult, type TopologySources } from './topology-sources.ts';

/** The topology a run builds: its own root component, named after it. */
export interface TopologyIdentity {
  name: string;
  namespace: string;
}

export interface BuiltTopology {
  root: BuiltComponent;
  /** What could not be built as written (a lookup that failed, a parent not found), by spec path. */
  problems: string[];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function stringLabels(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry) => entry[1] !== null && typeof entry[1] !== 'object').map(([key, item]) => [key, String(item as string)]));
}

function emptyComponent(name: string): BuiltComponent {
  return { name, hidden: false, properties: [], configIds: new Set(), checks: new Map(), children: [] };
}

/**
 * Builds the components of a topology spec in memory: the root (the topology itself), static
 * components to any depth, the children lookups produce (with `forEach` applied to each), `groupBy`
 * groups and `parentLookup` moves, with the config items and checks each one links to.
 */
export class TopologyBuilder {
  private readonly problems: string[] = [];

  constructor(private readonly sources: TopologySources) {}

  async build(topology: TopologyIdentity, spec: TopologySpec): Promise<BuiltTopology> {
    const rootSpec: ComponentSpec = {
      name: topology.name,
      type: spec.type ?? 'Topology',
      icon: spec.icon,
      text: spec.text ?? spec.label,
      tooltip: spec.tooltip,
      owner: spec.owner,
      namespace: topology.namespace,
      properties: spec.properties,
      configs: spec.configs,
      checks: spec.checks,
      groupBy: spec.groupBy,
      components: spec.components,
    } as ComponentSpec;
    const [root] = await this.component(rootSpec, 'spec');
    arrangeTree(root!, this.problems);
    return { root: root!, problems: this.problems };
  }

  /** One component spec; a nameless one with a lookup is replaced by the children it looks up. */
  private async component(spec: ComponentSpec, path: string): Promise<BuiltComponent[]> {
    const node: BuiltComponent = {
      ...emptyComponent(spec.name ?? ''),
      type: spec.type,
      icon: spec.icon,
      text: spec.text,
      tooltip: spec.tooltip,
      description: spec.description,
      owner: spec.owner,
      lifecycle: spec.lifecycle,
      namespace: spec.namespace,
      hidden: spec.hidden ?? false,
      order: spec.order,
      externalId: spec.external_id ?? spec.externalID,
      labels: spec.labels,
      status: spec.status,
      statusReason: spec.statusReason,
      logSelectors: spec.logs,
      parentLookup: spec.parentLookup ?? undefined,
    };
    for (const [index, property] of (spec.properties ?? []).entries()) {
      node.properties.push(await buildProperty(property, this.sources, `${path}.properties[${index}]`, this.problems));
    }
    await this.link(node, spec.configs, spec.checks, path);
    for (const [index, child] of spec.components.entries()) node.children.push(...(await this.component(child, `${path}.components[${index}]`)));
    const looked = spec.lookup ? await this.lookedUp(spec, `${path}.lookup`) : [];
    if (spec.name === undefined) return spec.groupBy ? groupByTag(looked, spec.groupBy.tag) : looked;
    node.children.push(...looked);
    if (spec.groupBy) node.children = groupByTag(node.children, spec.groupBy.tag);
    return [node];
  }

  private async link(node: BuiltComponent, configs: ComponentSpec['configs'], checks: ComponentSpec['checks'], path: string): Promise<void> {
    try {
      if (configs) for (const item of await this.sources.configs(configs)) node.configIds.add(item.id);
      if (checks) {
        for (const check of await this.sources.checks(checks.map((entry) => entry.selector))) node.checks.set(check.id, { id: check.id, canaryId: check.canary_id } satisfies LinkedCheck);
      }
    } catch (error) {
      this.problems.push(`${path}: ${reasonOf(error)}`);
    }
  }

  /** The children a component's lookup produces, each with its `forEach` applied. */
  private async lookedUp(spec: ComponentSpec, path: string): Promise<BuiltComponent[]> {
    let found: LookupResult[];
    try {
      found = await runLookup(spec.lookup!, this.sources, path);
    } catch (error) {
      this.problems.push(`${path}: ${reasonOf(error)}`);
      return [];
    }
    const children: BuiltComponent[] = [];
    for (const result of found) children.push(...(await this.fromResult(result)));
    if (!spec.forEach) return children;
    for (const child of children) await this.applyForEach(child, spec.forEach.raw, `${path.replace(/\.lookup$/, '')}.forEach`);
    return children;
  }

  private async fromResult(result: LookupResult): Promise<BuiltComponent[]> {
    const { entry } = result;
    const mapping = entry.display ?? entry.transform;
    if (!mapping) return result.results.map((item) => this.fromItem(result, item));
    let produced: unknown;
    try {
      produced = plainValue(await this.sources.evaluate('transform', mapping, { results: result.results }));
    } catch (error) {
      this.problems.push(`${result.path}: ${reasonOf(error)}`);
      return [];
    }
    const built: BuiltComponent[] = [];
    for (const [index, raw] of (Array.isArray(produced) ? produced : [produced]).entries()) {
      const read = parseComponentSpec(raw, `${result.path} result[${index}]`);
      if ('issues' in read) this.problems.push(...read.issues.map((issue) => `${issue.path}: ${issue.message}`));
      else built.push(...(await this.component(read.spec, `${result.path} result[${index}]`)));
    }
    return built;
  }

  /** A looked-up item as a component of its own, linked to it when it is a config item or a check. */
  private fromItem(result: LookupResult, item: Record<string, unknown>): BuiltComponent {
    const { kind, entry } = result;
    const component = emptyComponent(text(item.name) ?? String(item.id));
    component.type = text(item.type);
    component.icon = entry.icon ?? text(item.icon);
    component.description = entry.description ?? text(item.description);
    component.namespace = text(item.namespace);
    component.externalId = String(item.id);
    component.labels = { ...(kind === 'catalog' ? stringLabels(item.tags) : {}), ...stringLabels(item.labels), ...entry.labels };
    if (kind === 'catalog') component.configIds.add(String(item.id));
    if (kind === 'checks') component.checks.set(String(item.id), { id: String(item.id), canaryId: String(item.canary_id) });
    if (kind === 'components') component.status = (['healthy', 'unhealthy', 'warning'].includes(String(item.status)) ? item.status : undefined) as BuiltComponent['status'];
    return component;
  }

  /** Applies `forEach` to one looked-up child: its templates see `.component` and `.properties`. */
  private async applyForEach(child: BuiltComponent, raw: Record<string, unknown>, path: string): Promise<void> {
    const properties = Object.fromEntries(child.properties.map((property) => [property.name, property.value ?? property.text]));
    const values = {
      component: { name: child.name, type: child.type, namespace: child.namespace, external_id: child.externalId, labels: child.labels ?? {}, properties },
      properties,
    };
    let templated: unknown;
    try {
      templated = renderTemplates(raw, values);
    } catch (error) {
      this.problems.push(`${path}: ${reasonOf(error)}`);
      return;
    }
    const read = parseSpecEntry(forEachSchema, templated, path);
    if ('issues' in read) {
      this.problems.push(...read.issues.map((issue) => `${issue.path}: ${issue.message}`));
      return;
    }
    const forEach = read.spec!;
    const added = [];
    for (const [index, property] of (forEach.properties ?? []).entries()) added.push(await buildProperty(property, this.sources, `${path}.properties[${index}]`, this.problems));
    child.properties = mergeProperties(child.properties, added);
    await this.link(child, forEach.configs, forEach.checks, path);
    for (const [index, rawChild] of (forEach.components ?? []).entries()) {
      const childPath = `${path}.components[${index}]`;
      const parsed = parseComponentSpec(rawChild, childPath);
      if ('issues' in parsed) this.problems.push(...parsed.issues.map((issue) => `${issue.path}: ${issue.message}`));
      else child.children.push(...(await this.component(parsed.spec, childPath)));
    }
  }
}
