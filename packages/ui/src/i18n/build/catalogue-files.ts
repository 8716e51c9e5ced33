import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { supportedLocales, type Locale } from '../locales';
import { compiledModuleSource, type SourceCatalogue } from './compile';

/**
 * A package keeps its catalogues as `<dir>/messages/<locale>.ts` (each exporting `messages`) and
 * their compiled forms as `<dir>/compiled/<locale>.ts` (and its parts' as `<locale>.<part>.ts`).
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

/**
 * A part of a catalogue compiled into a file of its own (`<dir>/compiled/<locale>.<name>.ts`) beside
 * the whole, for a first screen that shows before the rest of the catalogue is needed.
 */
export interface CataloguePart {
  readonly name: string;
  readonly includes: (id: string) => boolean;
}

/** The messages of `catalogue` that `part` includes. */
export function cataloguePart(catalogue: SourceCatalogue, part: CataloguePart): SourceCatalogue {
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => part.includes(id)));
}

export async function writeCompiledCatalogues(
  dir: string,
  parts: readonly CataloguePart[] = [],
): Promise<void> {
  const catalogues = await readCatalogues(dir);
  for (const locale of supportedLocales) {
    writeFileSync(path.join(dir, 'compiled', `${locale}.ts`), compiledModuleSource(catalogues[locale]));
    for (const part of parts) {
      writeFileSync(
        path.join(dir, 'compiled', `${locale}.${part.name}.ts`),
        compiledModuleSource(cataloguePart(catalogues[locale], part)),
      );
    }
  }
}
