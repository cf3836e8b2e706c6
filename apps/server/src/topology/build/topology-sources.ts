import type { ExpressionPurpose } from '#src/expressions/evaluate-expression.ts';
import type { ExpressionSpec } from '#src/expressions/expression-spec.ts';
import type { SelectedCheck } from '#src/selectors/check-selection.repository.ts';
import type { SelectedComponent } from '#src/selectors/component-selection.repository.ts';
import type { SelectedConfigItem } from '#src/selectors/config-item-selection.repository.ts';
import type { ResourceSelector } from '#src/selectors/resource-selector.schema.ts';
import type { LookupEntry, LookupSpec } from '../spec/topology-spec.types.ts';

/** Where a topology's lookups, links and expressions read from. */
export interface TopologySources {
  configs(selectors: readonly Partial<ResourceSelector>[]): Promise<SelectedConfigItem[]>;
  checks(selectors: readonly Partial<ResourceSelector>[]): Promise<SelectedCheck[]>;
  /** Components of other topologies (a topology never looks up its own). */
  components(selectors: readonly Partial<ResourceSelector>[]): Promise<SelectedComponent[]>;
  evaluate(purpose: ExpressionPurpose, spec: ExpressionSpec, env: Record<string, unknown>): Promise<unknown>;
}

export type LookupKind = 'catalog' | 'checks' | 'components';

/** What one lookup entry found. */
export interface LookupResult {
  kind: LookupKind;
  entry: LookupEntry;
  results: Record<string, unknown>[];
  /** Where the entry sits in the spec, e.g. `spec.components[0].lookup.catalog[1]`. */
  path: string;
}

const KINDS: readonly LookupKind[] = ['catalog', 'checks', 'components'];

/** Runs every entry of a lookup, in spec order. */
export async function runLookup(lookup: LookupSpec, sources: TopologySources, path: string): Promise<LookupResult[]> {
  const found: LookupResult[] = [];
  for (const kind of KINDS) {
    const entries = lookup[kind] ?? [];
    for (const [index, entry] of entries.entries()) {
      const results: Record<string, unknown>[] =
        kind === 'catalog' ? await sources.configs(entry.selector) : kind === 'checks' ? await sources.checks(entry.selector) : await sources.components(entry.selector);
      found.push({ kind, entry, results, path: `${path}.${kind}[${index}]` });
    }
  }
  return found;
}
