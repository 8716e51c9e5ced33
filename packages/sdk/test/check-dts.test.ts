import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The published declarations must not contain `any`: it silently switches
 * off type checking in every app that uses the SDK. Reads `dist`, which turbo
 * builds before this package's tests (`pnpm build` when run alone); the AST walk ignores the word in comments.
 */
const dist = join(import.meta.dirname, '..', 'dist');

function anyLines(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.AnyKeyword) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${fileName}:${String(line + 1)}: ${text.split('\n')[line]?.trim() ?? ''}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('dist declarations', () => {
  const files = readdirSync(dist)
    .filter((name) => /\.d\.c?ts$/.test(name))
    .map((name) => join(dist, name));

  it('exist (run `pnpm build` first)', () => {
    expect(files.map((file) => file.slice(dist.length + 1)).sort()).toEqual(['constants.d.cts', 'constants.d.ts', 'index.d.cts', 'index.d.ts']);
  });

  it.each(files)('%s contains no any', (file) => {
    expect(anyLines(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('the check sees an any when there is one', () => {
    expect(anyLines('probe.d.ts', '/** any */\nexport declare const x: any;')).toEqual([
      'probe.d.ts:2: export declare const x: any;',
    ]);
  });
});
