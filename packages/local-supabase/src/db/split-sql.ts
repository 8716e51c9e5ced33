/** One statement of a SQL script and where it starts in the file. */
export interface SqlStatement {
  sql: string;
  /** 1-based line of the statement's first character. */
  line: number;
  /** Offset of the statement's first character in the script. */
  offset: number;
}

/**
 * Splits a script into statements on top-level semicolons, skipping those in
 * quotes, dollar quotes and comments — so a failing migration can be reported
 * with the line it failed on.
 */
export function splitSql(script: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = 0;
  let i = 0;
  const n = script.length;

  const push = (end: number) => {
    const raw = script.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const sql = raw.trim();
    if (sql && !isOnlyComments(sql)) {
      const offset = start + lead;
      statements.push({ sql, offset, line: lineAt(script, offset) });
    }
  };

  while (i < n) {
    const ch = script[i]!;
    const next = script[i + 1];
    if (ch === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
    } else if (ch === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (script[i] === '/' && script[i + 1] === '*') {
          depth++;
          i += 2;
        } else if (script[i] === '*' && script[i + 1] === '/') {
          depth--;
          i += 2;
        } else i++;
      }
    } else if (ch === "'") {
      const escapes = i > 0 && /[eE]/.test(script[i - 1]!) && !/\w/.test(script[i - 2] ?? '');
      i++;
      while (i < n) {
        if (escapes && script[i] === '\\') i += 2;
        else if (script[i] === "'" && script[i + 1] === "'") i += 2;
        else if (script[i] === "'") break;
        else i++;
      }
      i++;
    } else if (ch === '"') {
      i++;
      while (i < n && !(script[i] === '"' && script[i + 1] !== '"')) i += script[i] === '"' ? 2 : 1;
      i++;
    } else if (ch === '$' && !/\w/.test(script[i - 1] ?? '')) {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(i, i + 64))?.[0];
      if (tag) {
        const end = script.indexOf(tag, i + tag.length);
        i = end === -1 ? n : end + tag.length;
      } else i++;
    } else if (ch === ';') {
      push(i + 1);
      start = ++i;
    } else i++;
  }
  push(n);
  return statements;
}

export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}

function isOnlyComments(sql: string): boolean {
  return (
    sql
      .replace(/--[^\n]*/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim() === ''
  );
}
