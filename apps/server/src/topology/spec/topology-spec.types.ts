import type { z } from 'zod';
import type { ResourceMetadata } from '#src/spec/resource-spec-document.ts';
import type { componentSchema, lookupSchema, propertySchema, topologySpecSchema } from './topology-spec.schema.ts';

export type { ExpressionSpec } from '#src/expressions/expression-spec.ts';

/** A status a spec may declare for a component (H6's roll-ups compute it from checks, configs and children otherwise). */
export type ComponentStatus = 'healthy' | 'unhealthy' | 'warning' | 'unknown';

export type PropertySpec = z.output<typeof propertySchema>;
export type LookupSpec = NonNullable<z.output<typeof lookupSchema>>;
export type LookupEntry = NonNullable<LookupSpec['catalog']>[number];

type ShallowComponent = z.output<typeof componentSchema>;

/** What `forEach` applies to each looked-up child, still holding its template text. */
export interface ForEachSpec {
  /** The raw entries: they are templated for each child, then read as component specs. */
  components: unknown[];
  /** The raw forEach object as written, templated per child. */
  raw: Record<string, unknown>;
}

/** One component of a topology spec, with its nested components read too. */
export interface ComponentSpec extends Omit<ShallowComponent, 'components' | 'forEach'> {
  components: ComponentSpec[];
  forEach?: ForEachSpec | undefined;
}

/** A topology's spec after validation. */
export interface TopologySpec extends Omit<z.output<typeof topologySpecSchema>, 'components'> {
  components: ComponentSpec[];
  metadata?: ResourceMetadata | undefined;
}
