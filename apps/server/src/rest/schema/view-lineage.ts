/**
 * Exact lineage of a view's output columns, read from its stored rewrite rule (`pg_rewrite.ev_action`,
 * PostgreSQL's node-tree text). Each entry of the top-level query's target list records the table
 * column it is a plain copy of (`:resorigtbl` oid, `:resorigcol` attnum), or 0 for a computed column.
 * Columns of subqueries and joined tables the view only reads are nested deeper and never match.
 */
export interface ViewColumnOrigin {
  column: string;
  tableOid: number;
  attnum: number;
}

const DELIMITERS = new Set([' ', '\n', '\t', '\r', '{', '}', '(', ')']);

function* tokens(text: string): Generator<string> {
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      i++;
    } else if (c === '{' || c === '}' || c === '(' || c === ')') {
      i++;
      yield c;
    } else {
      let word = '';
      while (i < text.length && !DELIMITERS.has(text[i]!)) {
        // the node-tree writer escapes delimiters inside names with a backslash
        if (text[i] === '\\' && i + 1 < text.length) {
          word += text[i + 1];
          i += 2;
        } else {
          word += text[i];
          i++;
        }
      }
      yield word;
    }
  }
}

export function viewColumnOrigins(tree: string): ViewColumnOrigin[] {
  const origins: ViewColumnOrigin[] = [];
  let depth = 0;
  let inTargetList = false;
  let sawTargetList = false;
  let entry: Record<string, string> | undefined;
  let pendingKey: string | undefined;
  for (const token of tokens(tree)) {
    if (token === '{') {
      depth++;
      if (inTargetList && depth === 2) entry = {};
      pendingKey = undefined;
    } else if (token === '}') {
      if (inTargetList && depth === 2 && entry) {
        const tableOid = Number(entry[':resorigtbl'] ?? 0);
        const attnum = Number(entry[':resorigcol'] ?? 0);
        if (entry[':resjunk'] !== 'true' && entry[':resname'] && tableOid > 0 && attnum > 0) {
          origins.push({ column: entry[':resname'], tableOid, attnum });
        }
        entry = undefined;
      }
      depth--;
      pendingKey = undefined;
    } else if (token === '(' || token === ')') {
      if (token === ')' && inTargetList && depth === 1) return origins;
      pendingKey = undefined;
    } else if (depth === 1 && token === ':targetList' && !sawTargetList) {
      inTargetList = sawTargetList = true;
    } else if (inTargetList && depth === 2 && entry) {
      if (token.startsWith(':')) pendingKey = token;
      else if (pendingKey) {
        entry[pendingKey] = token;
        pendingKey = undefined;
      }
    }
  }
  return origins;
}
