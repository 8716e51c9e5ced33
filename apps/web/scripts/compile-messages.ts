// Writes the app catalogues' compiled forms: `pnpm i18n:compile`.
import { fileURLToPath } from 'node:url';
import { writeCompiledCatalogues } from '@teamboard/ui/i18n-build';

await writeCompiledCatalogues(fileURLToPath(new URL('../src/shared/i18n', import.meta.url)));
