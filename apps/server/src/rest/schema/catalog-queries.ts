/**
 * Read-only catalog queries. `$1` is the exposed schemas as a JSON array text; results carry
 * JSON as text so both drivers hand back the same thing.
 */

const inSchemas = (expr: string) => `${expr} IN (SELECT json_array_elements_text($1::text::json))`;

export const RELATIONS_SQL = `
SELECT n.nspname AS schema, c.relname AS name, c.relkind::text AS kind,
  coalesce((
    SELECT json_agg(json_build_object(
      'name', a.attname, 'type', format_type(a.atttypid, NULL), 'nullable', NOT a.attnotnull,
      'default', pg_get_expr(d.adbin, d.adrelid), 'position', a.attnum, 'generated', a.attgenerated <> ''
    ) ORDER BY a.attnum)
    FROM pg_attribute a
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
  ), '[]')::text AS columns
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f', 'c') AND ${inSchemas('n.nspname')}
ORDER BY n.nspname, c.relname`;

const keyColumns = (rel: string, keys: string) => `(
  SELECT json_agg(a.attname ORDER BY k.ord)
  FROM unnest(${keys}) WITH ORDINALITY AS k(num, ord)
  JOIN pg_attribute a ON a.attrelid = ${rel} AND a.attnum = k.num)::text`;

export const CONSTRAINTS_SQL = `
SELECT con.conname AS name, con.contype::text AS type, n.nspname AS schema, c.relname AS "table",
  ${keyColumns('con.conrelid', 'con.conkey')} AS columns,
  fn.nspname AS ref_schema, fc.relname AS ref_table,
  ${keyColumns('con.confrelid', 'con.confkey')} AS ref_columns
FROM pg_constraint con
JOIN pg_class c ON c.oid = con.conrelid
JOIN pg_namespace n ON n.oid = c.relnamespace
LEFT JOIN pg_class fc ON fc.oid = con.confrelid
LEFT JOIN pg_namespace fn ON fn.oid = fc.relnamespace
WHERE con.contype IN ('p', 'u', 'f') AND (${inSchemas('n.nspname')} OR ${inSchemas('fn.nspname')})
ORDER BY n.nspname, c.relname, con.conname`;

/** Which base-table columns each view's rewrite rule reads (joins and subqueries included). */
export const VIEW_DEPENDENCIES_SQL = `
SELECT DISTINCT vn.nspname AS view_schema, v.relname AS view_name,
  bn.nspname AS base_schema, b.relname AS base_name, ba.attname AS column_name,
  b.oid::int8 AS base_oid, ba.attnum::int4 AS attnum
FROM pg_rewrite r
JOIN pg_class v ON v.oid = r.ev_class AND v.relkind IN ('v', 'm')
JOIN pg_namespace vn ON vn.oid = v.relnamespace
JOIN pg_depend d ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid
  AND d.refclassid = 'pg_class'::regclass AND d.refobjsubid > 0
JOIN pg_class b ON b.oid = d.refobjid AND b.oid <> v.oid
JOIN pg_namespace bn ON bn.oid = b.relnamespace
JOIN pg_attribute ba ON ba.attrelid = b.oid AND ba.attnum = d.refobjsubid
WHERE ${inSchemas('vn.nspname')}
ORDER BY 1, 2, 3, 4, 5`;

/** The stored query tree of each view, from which the exact origin of every output column is read. */
export const VIEW_RULES_SQL = `
SELECT vn.nspname AS view_schema, v.relname AS view_name, r.ev_action::text AS tree
FROM pg_rewrite r
JOIN pg_class v ON v.oid = r.ev_class AND v.relkind IN ('v', 'm')
JOIN pg_namespace vn ON vn.oid = v.relnamespace
WHERE r.rulename = '_RETURN' AND ${inSchemas('vn.nspname')}
ORDER BY 1, 2`;

export const FUNCTIONS_SQL = `
SELECT n.nspname AS schema, p.proname AS name, p.provolatile::text AS volatility, p.proretset AS returns_set,
  format_type(p.prorettype, NULL) AS return_type, rt.typtype::text AS return_typtype,
  rn.nspname AS return_rel_schema, rc.relname AS return_rel_name,
  p.pronargs AS nargs, p.pronargdefaults AS nargdefaults, p.provariadic <> 0 AS variadic,
  coalesce((
    SELECT json_agg(json_build_object(
      'name', coalesce(p.proargnames[x.i], ''), 'type', format_type(x.t, NULL),
      'mode', coalesce(p.proargmodes[x.i]::text, 'i')) ORDER BY x.i)
    FROM unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) WITH ORDINALITY AS x(t, i)
  ), '[]')::text AS args
FROM pg_proc p
JOIN pg_namespace n ON n.oid = p.pronamespace
JOIN pg_type rt ON rt.oid = p.prorettype
LEFT JOIN pg_class rc ON rc.oid = rt.typrelid
LEFT JOIN pg_namespace rn ON rn.oid = rc.relnamespace
WHERE p.prokind = 'f' AND ${inSchemas('n.nspname')}
ORDER BY n.nspname, p.proname, p.oid`;
