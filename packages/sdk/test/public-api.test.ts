import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every name the published declarations export is a promise to the SDK's
 * users. The helpers the operations share (the result runner, the error
 * mappers, the database error convention, upload plumbing) must stay
 * internal, so a refactor of them never breaks an app. Reads `dist`, which
 * turbo builds before this package's tests (`pnpm build` when run alone).
 */
const dist = join(import.meta.dirname, '..', 'dist');

const INTERNAL_NAMES = [
  'run',
  'DataOf',
  'SupabaseResult',
  'ERROR_DEFAULTS',
  'ErrorCodeDefaults',
  'toTeamboardError',
  'toTeamboardErrorAsync',
  'MapErrorContext',
  'mapRealtimeStatus',
  'RealtimeFailureStatus',
  'parseDbSignal',
  'DB_ERROR_HINT_PREFIX',
  'DB_SIGNALLED_CODES',
  'DbSignal',
  'DbSignalledCode',
  'TUS_CHUNK_BYTES',
  'TablesInsert',
  'TablesUpdate',
  'mapZodError',
  'mapAuthError',
  'mapPostgrestError',
  'mapStorageError',
  'mapFunctionsError',
  'mapTransportError',
  'storageTransport',
  'tusUpload',
  'ATTACHMENTS_BUCKET',
  'AVATARS_BUCKET',
  'withCall',
  'CallScope',
  'markCallDeadline',
  'hasCallDeadline',
  'stoppedError',
  'encodeCursor',
  'decodeCursor',
  'keysetAfter',
  'toPage',
  'pageOptionsSchema',
] as const;

function exportedNames(file: string): string[] {
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (source === undefined) throw new Error(`${file} was not read`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (moduleSymbol === undefined) throw new Error(`${file} is not a module`);
  return checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.getName());
}

describe.each(['index.d.ts', 'index.d.cts'])('dist/%s', (name) => {
  const names = exportedNames(join(dist, name));

  it('exports the operations, schemas, errors and constants', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'createTeamboardClient',
        'signInWithPassword',
        'listCards',
        'createCardInput',
        'TeamboardError',
        'TEAMBOARD_ERROR_CODES',
        'LABEL_COLORS',
        'LIMITS',
      ]),
    );
  });

  it('exports none of the internals', () => {
    expect(names.filter((exported) => (INTERNAL_NAMES as readonly string[]).includes(exported))).toEqual([]);
  });
});
