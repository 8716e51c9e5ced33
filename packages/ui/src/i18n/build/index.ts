// Node-side tools for catalogues: compile, check, and find text that bypasses them. Not for browsers.
export { catalogueProblems, compileCatalogue, compiledModuleSource } from './compile';
export type { CatalogueProblem, CompiledCatalogue, SourceCatalogue } from './compile';
export { scanFiles, scanSource } from './literal-scan';
export type { LiteralText } from './literal-scan';
export { cataloguePart, writeCompiledCatalogues, readCatalogues } from './catalogue-files';
export type { CataloguePart } from './catalogue-files';
// The languages, for build steps that pick a page's catalogue before the app runs.
export { isLocale, sourceLocale, supportedLocales } from '../locales';
export type { Locale } from '../locales';
