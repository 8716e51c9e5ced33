import { describe, expect, it } from 'vitest';
import { splitSql } from './split-sql';

describe('splitSql', () => {
  it('splits on top-level semicolons and reports lines', () => {
    const parts = splitSql('create table a (x int);\n\ninsert into a values (1);\n');
    expect(parts.map((p) => [p.sql, p.line])).toEqual([
      ['create table a (x int);', 1],
      ['insert into a values (1);', 3],
    ]);
  });

  it('keeps semicolons inside quotes, dollar quotes and comments', () => {
    const script = [
      "select 'a;b', \"we;ird\", E'it\\'s;';",
      'create function f() returns int language plpgsql as $body$ begin return 1; end; $body$;',
      '-- a comment; still a comment',
      '/* block; /* nested; */ */ select 2;',
    ].join('\n');
    const parts = splitSql(script);
    expect(parts).toHaveLength(3);
    expect(parts[1]!.sql).toContain('end; $body$;');
    expect(parts[2]!.line).toBe(3);
  });

  it('ignores a trailing comment-only chunk', () => {
    expect(splitSql('select 1;\n-- done\n')).toHaveLength(1);
  });
});
