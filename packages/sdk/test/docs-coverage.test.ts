import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The generated reference is the SDK's manual: every exported function must
 * say where it belongs (`@category`, one of the reference's sections) and show
 * a use (`@example`). Reads the sources the reference is generated from.
 */
const entry = join(import.meta.dirname, '..', 'src', 'index.ts');

/** The reference's sections, in the order `typedoc.json` lists them. */
const CATEGORIES = [
  'Client',
  'Auth',
  'Workspaces',
  'Members',
  'Boards',
  'Board access',
  'Lists',
  'Cards',
  'Dependencies',
  'Recurrence',
  'Labels',
  'Custom fields',
  'Saved views',
  'Automation rules',
  'Checklists',
  'Comments',
  'Files',
  'Activity',
  'Events',
  'Webhooks',
  'Backup',
  'API tokens',
  'Profiles',
  'Search',
  'Notifications',
  'Realtime',
  'Paging',
  'Errors',
] as const;

interface ExportedFunction {
  readonly name: string;
  readonly tags: ReadonlyMap<string, string>;
  readonly returnTypes: readonly string[];
}

function exportedFunctions(): ExportedFunction[] {
  const program = ts.createProgram([entry], { noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (source === undefined) throw new Error(`${entry} was not read`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (moduleSymbol === undefined) throw new Error(`${entry} is not a module`);
  return checker.getExportsOfModule(moduleSymbol).flatMap((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declarations = (target.declarations ?? []).filter(ts.isFunctionDeclaration);
    if (declarations.length === 0) return [];
    const tags = new Map(
      declarations
        .flatMap((declaration) => ts.getJSDocTags(declaration))
        .map((tag) => [tag.tagName.text, ts.getTextOfJSDocComment(tag.comment)?.trim() ?? ''] as const),
    );
    const returnTypes = declarations.map((declaration) => declaration.type?.getText() ?? '');
    return [{ name: symbol.getName(), tags, returnTypes }];
  });
}

describe('the API reference', () => {
  const functions = exportedFunctions();

  it('reads the exported functions', () => {
    expect(functions.map((fn) => fn.name)).toEqual(
      expect.arrayContaining([
        'createTeamboardClient',
        'listCards',
        'listCardsPage',
        'paginate',
        'isTeamboardError',
      ]),
    );
  });

  it('gives every exported function an @example', () => {
    expect(functions.filter((fn) => (fn.tags.get('example') ?? '') === '').map((fn) => fn.name)).toEqual([]);
  });

  it('files every exported function under one of its sections with @category', () => {
    const misfiled = functions
      .filter((fn) => !(CATEGORIES as readonly string[]).includes(fn.tags.get('category') ?? ''))
      .map((fn) => `${fn.name}: ${fn.tags.get('category') ?? '(none)'}`);
    expect(misfiled).toEqual([]);
  });

  it('names return types rather than spelling out database rows', () => {
    const raw = functions.filter((fn) =>
      fn.returnTypes.some((type) => /\bTables(Insert|Update)?</.test(type)),
    );
    expect(raw.map((fn) => fn.name)).toEqual([]);
  });
});

describe('package.json', () => {
  it('says where the package lives, how to report a bug, and what it is about', async () => {
    const manifest = JSON.parse(await readFile(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
      homepage?: string;
      repository?: { url?: string; directory?: string };
      bugs?: { url?: string };
      keywords?: string[];
    };
    expect(manifest.homepage).toMatch(/^https:\/\//);
    expect(manifest.repository?.url).toMatch(/^git\+https:\/\//);
    expect(manifest.repository?.directory).toBe('packages/sdk');
    expect(manifest.bugs?.url).toMatch(/^https:\/\/.*\/issues$/);
    expect(manifest.keywords).toEqual(expect.arrayContaining(['teamboard', 'kanban', 'supabase']));
  });
});
