import type { ComponentStatus } from '../spec/topology-spec.types.ts';

/** A property as stored in `components.properties`, with its value read. */
export interface BuiltProperty {
  name: string;
  label?: string | undefined;
  tooltip?: string | undefined;
  icon?: string | undefined;
  type?: string | undefined;
  color?: string | undefined;
  order?: number | undefined;
  headline?: boolean | undefined;
  text?: string | undefined;
  value?: number | undefined;
  unit?: string | undefined;
  max?: number | undefined;
  min?: number | undefined;
  status?: string | undefined;
  lastTransition?: string | undefined;
  links?: Record<string, string | undefined>[] | undefined;
}

export interface ParentLookup {
  name?: string | undefined;
  namespace?: string | undefined;
  type?: string | undefined;
  externalID?: string | undefined;
}

/** A check a component links to. */
export interface LinkedCheck {
  id: string;
  canaryId: string;
}

/** One component a run produced, before it is written. */
export interface BuiltComponent {
  name: string;
  type?: string | undefined;
  icon?: string | undefined;
  text?: string | undefined;
  tooltip?: string | undefined;
  description?: string | undefined;
  owner?: string | undefined;
  lifecycle?: string | undefined;
  namespace?: string | undefined;
  hidden: boolean;
  order?: number | undefined;
  externalId?: string | undefined;
  labels?: Record<string, string> | undefined;
  /** Declared by the spec (or copied from a looked-up component); undefined leaves the stored one to the roll-ups. */
  status?: ComponentStatus | undefined;
  statusReason?: string | undefined;
  properties: BuiltProperty[];
  logSelectors?: unknown[] | undefined;
  /** Config items it links to (config_component_relationships). */
  configIds: Set<string>;
  /** Checks it links to (check_component_relationships). */
  checks: Map<string, LinkedCheck>;
  children: BuiltComponent[];
  parentLookup?: ParentLookup | undefined;
}

/** Properties by name; a later one of a name replaces the earlier one. */
export function mergeProperties(current: readonly BuiltProperty[], added: readonly BuiltProperty[]): BuiltProperty[] {
  const byName = new Map(current.map((property) => [property.name, property]));
  for (const property of added) byName.set(property.name, property);
  return [...byName.values()];
}
