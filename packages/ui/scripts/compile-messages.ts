// Writes each catalogue's compiled form next to it: `tsx scripts/compile-messages.ts <i18n dir>`.
import path from 'node:path';
import { writeCompiledCatalogues } from '../src/i18n/build/catalogue-files';
import { coreMessages } from '../src/i18n/core-messages';

const dir = process.argv[2];
if (dir === undefined) throw new Error('usage: compile-messages <dir with messages/ and compiled/>');
await writeCompiledCatalogues(path.resolve(dir), [coreMessages]);
