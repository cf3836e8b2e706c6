import type { ForeignKey, Relation } from './schema-cache.types.ts';
import { qualifiedKey } from './schema-cache.types.ts';

export interface ViewDependency {
  view: string;
  base: string;
  column: string;
}

/**
 * Views have no constraints of their own. A view column named like a base-table column the view
 * reads takes over that column's role, so a view exposing `agent_id` from a table whose
 * `agent_id` references `agents` can embed `agents` too. Runs to a fixed point for views over views.
 */
export function inferViewKeys(relations: Map<string, Relation>, baseKeys: ForeignKey[], deps: ViewDependency[]): ForeignKey[] {
  const reads = new Map<string, Map<string, Set<string>>>();
  for (const d of deps) {
    const byBase = reads.get(d.view) ?? new Map<string, Set<string>>();
    const cols = byBase.get(d.base) ?? new Set<string>();
    cols.add(d.column);
    byBase.set(d.base, cols);
    reads.set(d.view, byBase);
  }

  const exposes = (viewKey: string, baseKey: string, columns: string[]): boolean => {
    const view = relations.get(viewKey);
    const read = reads.get(viewKey)?.get(baseKey);
    return !!view && !!read && columns.every((c) => read.has(c) && view.columnsByName.has(c));
  };
  /** Relations (the base itself and views over it) that carry `columns` of `baseKey`. */
  const carriers = (baseKey: string, columns: string[]): string[] => {
    const found = [baseKey];
    for (let i = 0; i < found.length; i++) {
      const current = found[i]!;
      for (const viewKey of reads.keys()) {
        if (!found.includes(viewKey) && exposes(viewKey, current, columns)) found.push(viewKey);
      }
    }
    return found;
  };

  for (const [viewKey, byBase] of reads) {
    const view = relations.get(viewKey);
    if (!view) continue;
    for (const baseKey of byBase.keys()) {
      const base = relations.get(baseKey);
      if (base && base.primaryKey.length > 0 && view.primaryKey.length === 0 && exposes(viewKey, baseKey, base.primaryKey)) {
        view.primaryKey = [...base.primaryKey];
      }
    }
  }

  const derived: ForeignKey[] = [];
  const seen = new Set(baseKeys.map((k) => signature(k)));
  for (const fk of baseKeys) {
    const sources = carriers(qualifiedKey(fk.schema, fk.table), fk.columns);
    const targets = carriers(qualifiedKey(fk.refSchema, fk.refTable), fk.refColumns);
    for (const s of sources) {
      for (const t of targets) {
        const source = relations.get(s);
        const target = relations.get(t);
        if (!source || !target) continue;
        const key: ForeignKey = {
          ...fk, schema: source.schema, table: source.name, refSchema: target.schema, refTable: target.name, inferred: true,
        };
        if (seen.has(signature(key))) continue;
        seen.add(signature(key));
        derived.push(key);
      }
    }
  }
  return derived;
}

function signature(k: ForeignKey): string {
  return [k.constraint, k.schema, k.table, k.refSchema, k.refTable, k.columns.join(','), k.refColumns.join(',')].join('\u0000');
}
