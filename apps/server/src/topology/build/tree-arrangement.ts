import type { BuiltComponent, ParentLookup } from './built-component.ts';

/**
 * Groups components by the value of one of their labels (tags of looked-up config items are among
 * them): one component per value, named after it, of the tag's name as type, holding the
 * components that carry it. Those without the label stay where they are.
 */
export function groupByTag(components: readonly BuiltComponent[], tag: string): BuiltComponent[] {
  const groups = new Map<string, BuiltComponent>();
  const ungrouped: BuiltComponent[] = [];
  for (const component of components) {
    const value = component.labels?.[tag];
    if (value === undefined || value === '') {
      ungrouped.push(component);
      continue;
    }
    let group = groups.get(value);
    if (!group) {
      group = { name: value, type: tag, hidden: false, labels: { [tag]: value }, properties: [], configIds: new Set(), checks: new Map(), children: [] };
      groups.set(value, group);
    }
    group.children.push(component);
  }
  return [...groups.values(), ...ungrouped];
}

function matches(candidate: BuiltComponent, lookup: ParentLookup): boolean {
  return (
    (lookup.name === undefined || candidate.name === lookup.name) &&
    (lookup.type === undefined || candidate.type === lookup.type) &&
    (lookup.namespace === undefined || candidate.namespace === lookup.namespace) &&
    (lookup.externalID === undefined || candidate.externalId === lookup.externalID)
  );
}

function* walk(node: BuiltComponent, parent?: BuiltComponent): Generator<{ node: BuiltComponent; parent: BuiltComponent | undefined }> {
  yield { node, parent };
  for (const child of node.children) yield* walk(child, node);
}

function contains(ancestor: BuiltComponent, node: BuiltComponent): boolean {
  for (const { node: found } of walk(ancestor)) if (found === node) return true;
  return false;
}

/** Two components of one type and name under one parent are one: the later one's parts join the first. */
function mergeSiblings(node: BuiltComponent): void {
  const byKey = new Map<string, BuiltComponent>();
  const kept: BuiltComponent[] = [];
  for (const child of node.children) {
    const key = `${child.type ?? ''}\u0000${child.name}`;
    const first = byKey.get(key);
    if (!first) {
      byKey.set(key, child);
      kept.push(child);
      continue;
    }
    for (const id of child.configIds) first.configIds.add(id);
    for (const [id, check] of child.checks) first.checks.set(id, check);
    first.children.push(...child.children);
  }
  node.children = kept;
  for (const child of kept) mergeSiblings(child);
}

/**
 * Moves each component with a `parentLookup` under the component of this topology it names (never
 * under itself or its own descendants); one whose parent is not found stays where it was built and
 * is reported. Then merges siblings of one type and name, as the database keeps them unique.
 */
export function arrangeTree(root: BuiltComponent, problems: string[]): void {
  const moving = [...walk(root)].filter(({ node }) => node.parentLookup !== undefined && node !== root);
  for (const { node, parent } of moving) {
    const lookup = node.parentLookup!;
    const target = [...walk(root)].map((entry) => entry.node).find((candidate) => candidate !== parent && !contains(node, candidate) && matches(candidate, lookup));
    if (!target) {
      if (![...walk(root)].some((entry) => entry.node === parent && matches(parent!, lookup))) {
        problems.push(`component ${node.name}: parentLookup found no component ${JSON.stringify(lookup)}`);
      }
      continue;
    }
    const current = [...walk(root)].find((entry) => entry.node === node)?.parent;
    if (current) current.children = current.children.filter((child) => child !== node);
    target.children.push(node);
  }
  mergeSiblings(root);
}
