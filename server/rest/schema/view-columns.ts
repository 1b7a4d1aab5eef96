/**
 * Which base-table column each column of a view shows, read from the view's
 * stored query (pg_rewrite.ev_action, PostgreSQL's node-tree text). The
 * parser records `resorigtbl`/`resorigcol` on every output column that is a
 * plain column reference, also through subqueries and CTEs, which is what
 * PostgREST uses to embed through views (PROTOCOL.md §3.10).
 */

export interface ColumnOrigin {
  /** pg_class oid of the table (or view) the column comes from. */
  tableOid: number;
  attnum: number;
}

type NodeValue = string | NodeValue[] | { [key: string]: NodeValue };

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === ' ' || char === '\n' || char === '\t' || char === '\r') i++;
    else if ('(){}'.includes(char)) {
      tokens.push(char);
      i++;
    } else if (char === '"') {
      let token = '"';
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\') i++;
        token += text[i] ?? '';
        i++;
      }
      tokens.push(`${token}"`);
      i++;
    } else {
      let token = '';
      while (i < text.length && !' \n\t\r(){}'.includes(text[i]!)) {
        if (text[i] === '\\') i++;
        token += text[i] ?? '';
        i++;
      }
      tokens.push(token);
    }
  }
  return tokens;
}

function parse(tokens: string[]): NodeValue {
  let position = 0;
  const value = (): NodeValue => {
    const token = tokens[position++];
    if (token === '(') {
      const items: NodeValue[] = [];
      while (position < tokens.length && tokens[position] !== ')') items.push(value());
      position++;
      return items;
    }
    if (token === '{') {
      const node: { [key: string]: NodeValue } = { '': tokens[position++] ?? '' };
      while (position < tokens.length && tokens[position] !== '}') {
        const key = tokens[position++]!;
        const parts: NodeValue[] = [];
        while (
          position < tokens.length &&
          tokens[position] !== '}' &&
          !tokens[position]!.startsWith(':')
        )
          parts.push(value());
        node[key] = parts.length === 1 ? parts[0]! : parts;
      }
      position++;
      return node;
    }
    return token ?? '';
  };
  return value();
}

/** View column name → origin, for the columns that are plain column references. */
export function viewColumnOrigins(evAction: string): Map<string, ColumnOrigin> {
  const origins = new Map<string, ColumnOrigin>();
  const tree = parse(tokenize(evAction));
  const query = Array.isArray(tree) ? tree[0] : undefined;
  if (!query || typeof query !== 'object' || Array.isArray(query)) return origins;
  const targets = query[':targetList'];
  if (!Array.isArray(targets)) return origins;
  for (const target of targets) {
    if (typeof target !== 'object' || Array.isArray(target)) continue;
    const name = target[':resname'];
    const tableOid = Number(target[':resorigtbl']);
    const attnum = Number(target[':resorigcol']);
    if (typeof name !== 'string' || target[':resjunk'] === 'true') continue;
    if (tableOid > 0 && attnum > 0) origins.set(name, { tableOid, attnum });
  }
  return origins;
}
