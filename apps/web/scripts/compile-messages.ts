// Writes the app catalogues' compiled forms: `pnpm i18n:compile`.
import { fileURLToPath } from 'node:url';
import { writeCompiledCatalogues } from '@teamboard/ui/i18n-build';
import { firstScreenMessages } from '../src/shared/i18n/first-screen-messages';

await writeCompiledCatalogues(fileURLToPath(new URL('../src/shared/i18n', import.meta.url)), [
  firstScreenMessages,
]);
