import { ApiError } from '../api-error.ts';
import type { ApiRequest, Condition, OrderTerm, PathRange, SelectEmbed, SelectField } from '../api-request.ts';
import type { Relation, SchemaCache } from '../schema/schema-cache.types.ts';
import { notAnEmbed } from './plan-errors.ts';
import { resolveEmbed, type Relationship } from './relationships.ts';

export type PlannedItem =
  | { kind: 'star' }
  | { kind: 'field'; field: SelectField }
  | { kind: 'embed'; node: EmbedNode };

export interface ReadNode {
  relation: Relation;
  path: string[];
  items: PlannedItem[];
  children: EmbedNode[];
  where: Condition[];
  order: OrderTerm[];
  range?: PathRange;
}

export interface EmbedNode extends ReadNode {
  key: string;
  embed: SelectEmbed;
  relationship: Relationship;
}

/** The parts of a request that shape a read: select tree plus path-scoped clauses. */
export type ReadShape = Pick<ApiRequest, 'select' | 'where' | 'order' | 'ranges' | 'guard' | 'visible'>;

const samePath = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Resolves every embed of the select tree against the schema and hangs each clause on its node. */
export function planRead(cache: SchemaCache, schema: string, relation: Relation, shape: ReadShape, withEmbeds = true): ReadNode {
  const known: string[][] = [];
  const build = (rel: Relation, path: string[], select: ApiRequest['select']): ReadNode => {
    known.push(path);
    const items: PlannedItem[] = [];
    const children: EmbedNode[] = [];
    const list: ApiRequest['select'] = select.length === 0 ? [{ type: 'star' }] : select;
    for (const item of list) {
      if (item.type === 'star') items.push({ kind: 'star' });
      else if (item.type === 'field') items.push({ kind: 'field', field: item });
      else if (withEmbeds) {
        const relationship = resolveEmbed(cache, schema, rel, item, shape.visible);
        for (const used of relationship.junction ? [relationship.junction.relation, relationship.target] : [relationship.target]) {
          shape.guard?.({ schema: used.schema, name: used.name, kind: 'relation', via: 'embed' });
        }
        const key = item.alias ?? item.relation;
        if (item.spread && !relationship.toOne) {
          throw new ApiError(400, 'PGRST119', `A spread operation on '${item.relation}' is not possible`,
            `'${rel.name}' and '${item.relation}' do not form a many-to-one or one-to-one relationship`);
        }
        const sub = build(relationship.target, [...path, key], item.empty ? [] : item.select);
        const node: EmbedNode = { ...sub, key, embed: item, relationship };
        if (item.empty) node.items = [];
        children.push(node);
        items.push({ kind: 'embed', node });
      }
    }
    const range = shape.ranges.find((r) => samePath(r.path, path));
    return {
      relation: rel, path, items, children,
      where: shape.where.filter((w) => samePath(w.path, path)).map((w) => w.condition),
      order: shape.order.filter((o) => samePath(o.path, path)).flatMap((o) => o.terms),
      ...(range ? { range } : {}),
    };
  };
  const root = build(relation, [], shape.select);
  for (const clause of [...shape.where, ...shape.order, ...shape.ranges]) {
    if (!known.some((k) => samePath(k, clause.path))) throw notAnEmbed(clause.path.join('.'));
  }
  return root;
}
