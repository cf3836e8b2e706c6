import type { Filter, OrderTerm } from '../api-request.ts';
import { notAnEmbed } from '../plan/plan-errors.ts';
import type { EmbedNode, ReadNode } from '../plan/read-plan.ts';
import { castSql, fieldSql } from './field-sql.ts';
import { conditionSql, filterSql } from './filter-sql.ts';
import { qualified, quoteIdent, type SqlParams } from './sql-params.ts';

/** Builds the SELECT of one node and its embeds; aliases are numbered per statement. */
export class ReadSqlBuilder {
  private next = 0;
  constructor(private readonly p: SqlParams) {}

  alias(prefix = '_'): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  /** `expr AS "key"` entries, the lateral joins spreads need, and the output keys in order. */
  selectList(node: ReadNode, a: string): { columns: string[]; laterals: string[]; keys: string[] } {
    const columns: string[] = [];
    const laterals: string[] = [];
    const keys: string[] = [];
    const add = (sql: string, key: string) => {
      columns.push(`${sql} AS ${quoteIdent(key)}`);
      keys.push(key);
    };
    for (const item of node.items) {
      if (item.kind === 'star') {
        for (const c of node.relation.columns) add(`${a}.${quoteIdent(c.name)}`, c.name);
      } else if (item.kind === 'field') {
        const f = fieldSql(node.relation, a, item.field.field, this.p);
        add(castSql(f.sql, item.field.cast), item.field.alias ?? f.key);
      } else if (item.node.items.length === 0) {
        continue;
      } else if (item.node.embed.spread) {
        const s = this.alias('_s');
        const inner = this.childQuery(item.node, a, true);
        laterals.push(`LEFT JOIN LATERAL (${inner.sql}) AS ${s} ON TRUE`);
        for (const k of inner.keys) add(`${s}.${quoteIdent(k)}`, k);
      } else {
        add(this.embedValue(item.node, a), item.node.key);
      }
    }
    return { columns, laterals, keys };
  }

  /** FROM and the join condition that ties a child's rows to its parent row `pa`. */
  private childSource(node: EmbedNode, pa: string): { from: string; ca: string; join: string } {
    const r = node.relationship;
    const ca = this.alias();
    const target = `${qualified(node.relation.schema, node.relation.name)} AS ${ca}`;
    const eq = (left: string, lcols: string[], right: string, rcols: string[]) =>
      lcols.map((c, i) => `${left}.${quoteIdent(c)} = ${right}.${quoteIdent(rcols[i]!)}`).join(' AND ');
    if (r.junction) {
      const j = this.alias('_j');
      const jrel = r.junction.relation;
      return {
        from: `${target} JOIN ${qualified(jrel.schema, jrel.name)} AS ${j} ON ${eq(j, r.junction.toTarget.columns, ca, r.junction.toTarget.refColumns)}`,
        ca,
        join: eq(j, r.junction.toSource.columns, pa, r.junction.toSource.refColumns),
      };
    }
    return { from: target, ca, join: eq(ca, r.targetColumns, pa, r.sourceColumns) };
  }

  private childQuery(node: EmbedNode, pa: string, single: boolean): { sql: string; keys: string[] } {
    const { from, ca, join } = this.childSource(node, pa);
    const list = this.selectList(node, ca);
    const where = [join, ...this.whereParts(node, ca)].join(' AND ');
    const order = this.orderBy(node, ca);
    let sql = `SELECT ${list.columns.join(', ')} FROM ${from} ${list.laterals.join(' ')} WHERE ${where}${order}`;
    sql += this.limitOffset(node.range?.limit, node.range?.offset ?? 0);
    if (single && node.range?.limit === undefined) sql += ' LIMIT 1';
    return { sql, keys: list.keys };
  }

  private embedValue(node: EmbedNode, pa: string): string {
    const e = this.alias('_e');
    const inner = this.childQuery(node, pa, node.relationship.toOne);
    return node.relationship.toOne
      ? `(SELECT row_to_json(${e}) FROM (${inner.sql}) AS ${e})`
      : `(SELECT coalesce(json_agg(${e}), '[]'::json) FROM (${inner.sql}) AS ${e})`;
  }

  private exists(node: EmbedNode, pa: string): string {
    const { from, ca, join } = this.childSource(node, pa);
    return `EXISTS (SELECT 1 FROM ${from} WHERE ${[join, ...this.whereParts(node, ca)].join(' AND ')})`;
  }

  /** Filters of this node, the `!inner` embeds it requires, and `embed=is.null` tests. */
  whereParts(node: ReadNode, a: string): string[] {
    const parts = node.where.map((c) => conditionSql(c, (f) => this.leaf(node, a, f)));
    for (const child of node.children) {
      if (child.embed.joinType === 'inner') parts.push(this.exists(child, a));
    }
    return parts;
  }

  private leaf(node: ReadNode, a: string, filter: Filter): string {
    const child = node.children.find((c) => c.key === filter.field.name);
    if (child && filter.field.jsonPath.length === 0 && filter.operator === 'is' && filter.value.kind === 'is'
      && (filter.value.value === 'null' || filter.value.value === 'not_null') && !node.relation.columnsByName.has(filter.field.name)) {
      const present = (filter.value.value === 'not_null') !== filter.negated;
      const test = this.exists(child, a);
      return present ? test : `NOT ${test}`;
    }
    return filterSql(filter, fieldSql(node.relation, a, filter.field, this.p), this.p);
  }

  orderBy(node: ReadNode, a: string): string {
    if (node.order.length === 0) return '';
    return ` ORDER BY ${node.order.map((t) => this.orderTerm(node, a, t)).join(', ')}`;
  }

  private orderTerm(node: ReadNode, a: string, term: OrderTerm): string {
    let expr: string;
    if (term.relation !== undefined) {
      const child = node.children.find((c) => c.key === term.relation);
      if (!child || !child.relationship.toOne) throw notAnEmbed(term.relation);
      const { from, ca, join } = this.childSource(child, a);
      expr = `(SELECT ${fieldSql(child.relation, ca, term.field, this.p).sql} FROM ${from} WHERE ${join} LIMIT 1)`;
    } else {
      expr = fieldSql(node.relation, a, term.field, this.p).sql;
    }
    const dir = term.direction === 'desc' ? ' DESC' : term.direction === 'asc' ? ' ASC' : '';
    const nulls = term.nulls === 'first' ? ' NULLS FIRST' : term.nulls === 'last' ? ' NULLS LAST' : '';
    return `${expr}${dir}${nulls}`;
  }

  limitOffset(limit: number | undefined, offset: number): string {
    let sql = '';
    if (limit !== undefined) sql += ` LIMIT ${this.p.typed(String(limit), 'bigint')}`;
    if (offset > 0) sql += ` OFFSET ${this.p.typed(String(offset), 'bigint')}`;
    return sql;
  }
}
