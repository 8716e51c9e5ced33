import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { supportedLocales, type Locale } from '../locales';
import { compiledModuleSource, type SourceCatalogue } from './compile';

/**
 * A package keeps its catalogues as `<dir>/messages/<locale>.ts` (each exporting `messages`) and
 * their compiled forms as `<dir>/compiled/<locale>.ts`.
 */
export async function readCatalogues(dir: string): Promise<Record<Locale, SourceCatalogue>> {
  const entries = await Promise.all(
    supportedLocales.map(async (locale) => {
      const module = (await import(pathToFileURL(path.join(dir, 'messages', `${locale}.ts`)).href)) as {
        messages: SourceCatalogue;
      };
      return [locale, module.messages] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, SourceCatalogue>;
}

export async function writeCompiledCatalogues(dir: string): Promise<void> {
  const catalogues = await readCatalogues(dir);
  for (const locale of supportedLocales) {
    writeFileSync(path.join(dir, 'compiled', `${locale}.ts`), compiledModuleSource(catalogues[locale]));
  }
}
