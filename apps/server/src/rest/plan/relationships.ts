import { ApiError } from '../api-error.ts';
import type { RelationVisibility, SelectEmbed } from '../api-request.ts';
import type { ForeignKey, Relation, SchemaCache } from '../schema/schema-cache.types.ts';
import { qualifiedKey } from '../schema/schema-cache.types.ts';
import { closest } from './plan-errors.ts';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Junction {
  relation: Relation;
  /** junction.columns -> source.refColumns */
  toSource: ForeignKey;
  /** junction.columns -> target.refColumns */
  toTarget: ForeignKey;
}

export interface Relationship {
  cardinality: Cardinality;
  source: Relation;
  target: Relation;
  /** The key that joins source and target directly; absent for many-to-many. */
  fk?: ForeignKey;
  /** True when the key is owned by the source (source.columns -> target). */
  forward: boolean;
  /** Join pairs: source.sourceColumns[i] = target.targetColumns[i] (direct relationships). */
  sourceColumns: string[];
  targetColumns: string[];
  junction?: Junction;
  toOne: boolean;
}

const same = (r: Relation, schema: string, name: string) => r.schema === schema && r.name === name;
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c));
const isUnique = (r: Relation, cols: string[]) =>
  sameSet(r.primaryKey, cols) || r.uniqueKeys.some((u) => sameSet(u, cols));
const coveredByKey = (r: Relation, cols: string[]) =>
  [r.primaryKey, ...r.uniqueKeys].some((k) => k.length > 0 && cols.every((c) => k.includes(c)));

/** Every relationship leaving `source` towards relations of the cache. */
export function listRelationships(cache: SchemaCache, source: Relation): Relationship[] {
  const rel = (schema: string, name: string) => cache.relations.get(qualifiedKey(schema, name));
  const out: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    if (same(source, fk.schema, fk.table)) {
      const target = rel(fk.refSchema, fk.refTable);
      if (target) {
        const one = isUnique(source, fk.columns);
        out.push({ cardinality: one ? 'one-to-one' : 'many-to-one', source, target, fk, forward: true,
          sourceColumns: fk.columns, targetColumns: fk.refColumns, toOne: true });
      }
    }
    if (same(source, fk.refSchema, fk.refTable)) {
      const target = rel(fk.schema, fk.table);
      if (target) {
        const one = isUnique(target, fk.columns);
        out.push({ cardinality: one ? 'one-to-one' : 'one-to-many', source, target, fk, forward: false,
          sourceColumns: fk.refColumns, targetColumns: fk.columns, toOne: one });
      }
    }
  }
  for (const toSource of cache.foreignKeys) {
    if (!same(source, toSource.refSchema, toSource.refTable)) continue;
    const junction = rel(toSource.schema, toSource.table);
    if (!junction) continue;
    for (const toTarget of cache.foreignKeys) {
      if (toTarget === toSource || !same(junction, toTarget.schema, toTarget.table)) continue;
      if (!coveredByKey(junction, [...toSource.columns, ...toTarget.columns])) continue;
      const target = rel(toTarget.refSchema, toTarget.refTable);
      if (!target || target === junction) continue;
      out.push({ cardinality: 'many-to-many', source, target, forward: false,
        sourceColumns: toSource.refColumns, targetColumns: toTarget.refColumns,
        junction: { relation: junction, toSource, toTarget }, toOne: false });
    }
  }
  return out;
}

/**
 * An embed named by FK column or constraint means the key as declared: the relationship on the
 * table itself, else one that ends at a table. Views that copy the key's columns (a summary view over
 * `agents`, say) would otherwise make every such embed ambiguous.
 */
function preferDeclared(candidates: Relationship[]): Relationship[] {
  const declared = candidates.filter((r) => !r.fk?.inferred);
  if (declared.length > 0) return declared;
  const toTables = candidates.filter((r) => r.target.kind === 'table');
  return toTables.length > 0 ? toTables : candidates;
}

function matchesHint(r: Relationship, hint: string): boolean {
  if (r.junction) {
    return r.junction.relation.name === hint || r.junction.toSource.constraint === hint || r.junction.toTarget.constraint === hint;
  }
  if (r.fk?.constraint === hint) return true;
  return r.sourceColumns.length === 1 && (r.sourceColumns[0] === hint || r.targetColumns[0] === hint);
}

/** One candidate as PostgREST prints it, relations unqualified: `fk using books(author_id) and authors(id)`. */
function describe(r: Relationship): Record<string, unknown> {
  const cols = (rel: Relation, c: string[]) => `${rel.name}(${c.join(', ')})`;
  const how = r.junction
    ? `${r.junction.relation.name} using ${r.junction.toSource.constraint}(${r.junction.toSource.columns.join(', ')}) and ${r.junction.toTarget.constraint}(${r.junction.toTarget.columns.join(', ')})`
    : `${r.fk?.constraint ?? ''} using ${cols(r.source, r.sourceColumns)} and ${cols(r.target, r.targetColumns)}`;
  return { cardinality: r.cardinality, embedding: `${r.source.name} with ${r.target.name}`, relationship: how };
}

function hintFor(r: Relationship): string {
  return r.junction ? r.junction.relation.name : (r.fk?.constraint ?? '');
}

/** A relationship is visible when the caller may see every relation it goes through. */
function isVisible(r: Relationship, visible: RelationVisibility): boolean {
  const through = r.junction ? [r.target, r.junction.relation] : [r.target];
  return through.every((rel) => visible({ schema: rel.schema, name: rel.name, kind: 'relation', via: 'embed' }));
}

/**
 * PostgREST's "Perhaps you meant" for a relation name close to one `source` relates to; only a
 * relation the caller may see is ever suggested, and none when the name itself exists.
 */
function nearbyTargetHint(all: Relationship[], name: string, visible?: RelationVisibility): string | null {
  const seen = visible ? all.filter((r) => isVisible(r, visible)) : all;
  const targets = new Set(seen.map((r) => r.target.name));
  if (targets.has(name)) return null;
  const near = closest(name, targets);
  return near !== undefined ? `Perhaps you meant '${near}' instead of '${name}'.` : null;
}

/**
 * Finds the one relationship an embed names: by relation, by FK column, or by constraint, narrowed
 * by `!hint`. Whether an embed is ambiguous does not depend on the caller; the candidates an
 * ambiguity error lists do: only those whose relations `visible` lets the caller see.
 */
export function resolveEmbed(cache: SchemaCache, schema: string, source: Relation, embed: SelectEmbed, visible?: RelationVisibility): Relationship {
  const all = listRelationships(cache, source).filter((r) => r.target.schema === schema);
  const name = embed.relation;
  let candidates = all.filter((r) => r.target.name === name);
  if (candidates.length === 0) {
    candidates = preferDeclared(all.filter((r) => r.forward && r.fk && r.fk.columns.length === 1 && r.fk.columns[0] === name));
  }
  if (candidates.length === 0) {
    candidates = preferDeclared(all.filter((r) => !r.junction && r.fk?.constraint === name));
  }
  if (embed.hint !== undefined) {
    const hint = embed.hint;
    candidates = candidates.filter((r) => matchesHint(r, hint));
  }
  if (candidates.length === 1) return candidates[0]!;
  const listed = visible ? candidates.filter((r) => isVisible(r, visible)) : candidates;
  if (listed.length === 0) {
    const using = embed.hint !== undefined ? ` using the hint '${embed.hint}'` : '';
    throw new ApiError(400, 'PGRST200', `Could not find a relationship between '${source.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${source.name}' and '${name}'${using} in the schema '${schema}', but no matches were found.`,
      nearbyTargetHint(all, name, visible));
  }
  const options = listed.map((r) => `'${name}!${hintFor(r)}'`).join(', ');
  throw new ApiError(300, 'PGRST201', `Could not embed because more than one relationship was found for '${source.name}' and '${name}'`,
    listed.map(describe),
    `Try changing '${name}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`);
}
