// Builds the SDK's input schemas that edge functions validate with into
// functions/_shared/sdk/inputs.js (zod included, so Deno resolves nothing
// from npm and `supabase functions deploy` bundles it like any relative
// import) and its types into inputs.d.ts (output types read from the SDK by
// the TypeScript checker). A function then accepts exactly what the SDK and
// the app accept. jose's JWT decoder rides along, for the same reason.
//   pnpm --filter @teamboard/database gen:function-schemas   write the copy
// tests/function-schemas.test.ts fails when the copy drifts from the SDK.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import prettier from 'prettier';
import ts from 'typescript';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const sdkSrc = join(repoRoot, 'packages', 'sdk', 'src');
export const targetDir = join(repoRoot, 'supabase', 'functions', '_shared', 'sdk');

/** Schema name → [module under packages/sdk/src, name of its output type exported by the SDK]. */
const SCHEMAS = {
  inviteMemberInput: ['schemas/workspaces.ts', 'InviteMemberInput'],
  inviteBoardGuestInput: ['schemas/board-access.ts', 'InviteBoardGuestInput'],
  exportBoardInput: ['schemas/boards.ts', 'ExportBoardInput'],
  importBoardInput: ['schemas/boards.ts', 'ImportBoardInput'],
  resetMemberTwoFactorInput: ['schemas/workspaces.ts', 'ResetMemberTwoFactorInput'],
  apiTokenSessionInput: ['api-tokens/schemas.ts', 'ApiTokenSessionInput'],
};

/** Constants of packages/sdk/src/constants.ts that functions enforce too (§9 limits, palette). */
const CONSTANTS = ['LIMITS', 'TEXT_LIMITS', 'LABEL_COLORS'];

const HEADER = '// Generated from packages/sdk/src by supabase/scripts/function-schemas.mjs. Do not edit.\n';

async function bundle() {
  const entry = [
    ...Object.entries(SCHEMAS).map(([name, [module]]) => `export { ${name} } from './${module}';`),
    `export { ${CONSTANTS.join(', ')} } from './constants';`,
    "export { safeParse } from 'zod/mini';",
    "export { decodeJwt } from 'jose';",
    // The rrule arithmetic of recurring cards, rrule included (expand-recurrences).
    "export { batchPlans, planOccurrences } from './recurrence/occurrences';",
  ].join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: sdkSrc, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    // rrule names its ES build in `module`, which the neutral platform does not read unasked.
    mainFields: ['module', 'main'],
    target: 'es2022',
    write: false,
    legalComments: 'inline',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  return `${HEADER}// @ts-self-types="./inputs.d.ts"\n${code}`;
}

function outputTypes() {
  const probe = join(sdkSrc, '__function_inputs_probe.ts');
  const names = Object.values(SCHEMAS).map(([, type]) => type);
  const text = `import type { ${names.join(', ')} } from './index';\nimport { ${CONSTANTS.join(', ')} } from './constants';\n${[
    ...names.map((type) => `export type Probe${type} = ${type};`),
    ...CONSTANTS.map((name) => `export type Probe${name} = typeof ${name};`),
  ].join('\n')}\n`;
  const host = ts.createCompilerHost({ strict: true, skipLibCheck: true, types: [] });
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (file === probe ? text : readFile(file));
  host.fileExists = (
    (exists) => (file) =>
      file === probe || exists(file)
  )(host.fileExists.bind(host));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language) =>
    file === probe ? ts.createSourceFile(file, text, language) : getSourceFile(file, language);
  const program = ts.createProgram(
    [probe],
    { strict: true, skipLibCheck: true, types: [], noEmit: true },
    host,
  );
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe);
  const printed = {};
  source.forEachChild((node) => {
    if (!ts.isTypeAliasDeclaration(node)) return;
    const type = checker.getTypeAtLocation(node.name);
    printed[node.name.text.slice('Probe'.length)] = checker.typeToString(
      type,
      undefined,
      ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias,
    );
  });
  return printed;
}

function declarations() {
  const types = outputTypes();
  return `${HEADER}/** One problem with the input: where (\`path\`) and what, in the SDK's words. */
export interface InputIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A schema whose parsed value has type \`Output\`. */
export interface InputSchema<Output> {
  readonly '~output'?: Output;
}

export type ParseResult<Output> =
  | { readonly success: true; readonly data: Output }
  | { readonly success: false; readonly error: { readonly issues: readonly InputIssue[] } };

export declare function safeParse<Output>(schema: InputSchema<Output>, input: unknown): ParseResult<Output>;

/** jose's decoder: the claims of a JWT, without verifying it; throws on a malformed token. */
export declare function decodeJwt(jwt: string): { readonly [claim: string]: unknown };

/** A rule as public.claim_card_recurrences returns it. */
export interface ClaimedRecurrence {
  readonly id: string;
  readonly rrule: string;
  readonly dtstart: string;
  readonly time_zone: string;
  readonly mode: 'copy' | 'reopen';
  readonly expanded_until: string;
  readonly due_at: string | null;
  readonly as_of: string;
}

/** What public.apply_card_occurrences records for one claimed rule (it takes an array of them). */
export interface OccurrencePlan {
  readonly recurrence_id: string;
  readonly occurrences: string[];
  readonly expanded_to: string;
  readonly next_at: string | null;
}

/** packages/sdk/src/recurrence/occurrences.ts: the occurrences to record for a claimed rule. */
export declare function planOccurrences(claim: ClaimedRecurrence): OccurrencePlan;

/** packages/sdk/src/recurrence/occurrences.ts: plans in batches of at most 1000 occurrences. */
export declare function batchPlans(plans: readonly OccurrencePlan[]): OccurrencePlan[][];
${CONSTANTS.map((name) => `\nexport declare const ${name}: ${types[name]};`).join('\n')}
${Object.entries(SCHEMAS)
  .map(
    ([name, [, type]]) =>
      `\nexport type ${type} = ${types[type]};\nexport declare const ${name}: InputSchema<${type}>;`,
  )
  .join('\n')}
`;
}

/** file name under functions/_shared/sdk → content */
export async function generateFunctionSchemas() {
  const options = { ...(await prettier.resolveConfig(join(targetDir, 'inputs.js'))) };
  return new Map([
    ['inputs.js', await prettier.format(await bundle(), { ...options, parser: 'babel' })],
    ['inputs.d.ts', await prettier.format(declarations(), { ...options, parser: 'typescript' })],
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(targetDir, { recursive: true });
  for (const [file, content] of await generateFunctionSchemas()) {
    writeFileSync(join(targetDir, file), content);
    console.log(`wrote ${relative(repoRoot, join(targetDir, file))}`);
  }
}
