import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

export type SourceCatalogue = Readonly<Record<string, string>>;
export type CompiledCatalogue = Record<string, CompiledMessage>;

/** Why a catalogue cannot ship: a key the English one has and it lacks, one it should not have, or a message that does not parse. */
export interface CatalogueProblem {
  readonly id: string;
  readonly problem: 'missing' | 'unknown' | 'unparsable';
  readonly detail?: string;
}

/** Precompiles ICU messages, so the browser gets token arrays and never ships a parser. */
export function compileCatalogue(messages: SourceCatalogue): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [id, message] of Object.entries(messages)) compiled[id] = compileMessageOrThrow(message);
  return compiled;
}

/** Every problem of `catalogue` measured against the English `source`. */
export function catalogueProblems(source: SourceCatalogue, catalogue: SourceCatalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const id of Object.keys(source)) {
    if (!(id in catalogue)) problems.push({ id, problem: 'missing' });
  }
  for (const [id, message] of Object.entries(catalogue)) {
    if (!(id in source)) problems.push({ id, problem: 'unknown' });
    try {
      compileMessageOrThrow(message);
    } catch (error) {
      problems.push({
        id,
        problem: 'unparsable',
        detail: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return problems;
}

/** The TypeScript module a compiled catalogue is written to (and compared with, so it never drifts). */
export function compiledModuleSource(messages: SourceCatalogue): string {
  return [
    '// Generated from the catalogue beside this folder by `pnpm i18n:compile`; do not edit.',
    "import type { Messages } from '@lingui/core';",
    '',
    `export const messages: Messages = ${compiledEntries(messages)};`,
    '',
  ].join('\n');
}

/** One message per line: readable diffs without a formatter pass over generated code. */
function compiledEntries(messages: SourceCatalogue): string {
  const lines = Object.entries(compileCatalogue(messages)).map(
    ([id, tokens]) => `  ${JSON.stringify(id)}: ${JSON.stringify(tokens)},`,
  );
  return `{\n${lines.join('\n')}\n}`;
}
