import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cataloguePart } from './build/catalogue-files';
import { catalogueProblems, compiledModuleSource } from './build/compile';
import { coreMessages } from './core-messages';
import { supportedLocales } from './locales';
import { messages as de } from './messages/de';
import { messages as en } from './messages/en';

const catalogues = { en, de };
const here = import.meta.dirname;

describe('the component catalogues', () => {
  it.each(supportedLocales)(
    '%s has every English key, no other key, and only messages that parse',
    (locale) => {
      expect(catalogueProblems(en, catalogues[locale])).toEqual([]);
    },
  );

  it.each(supportedLocales)('%s is compiled from its current source (run `pnpm i18n:compile`)', (locale) => {
    const written = readFileSync(path.join(here, 'compiled', `${locale}.ts`), 'utf8');
    expect(written).toBe(compiledModuleSource(catalogues[locale]));
    const core = readFileSync(path.join(here, 'compiled', `${locale}.core.ts`), 'utf8');
    expect(core).toBe(compiledModuleSource(cataloguePart(catalogues[locale], coreMessages)));
  });

  it('keeps in its core part the primitives’ messages and nothing else', () => {
    const core = Object.keys(cataloguePart(en, coreMessages));
    expect(core).toEqual(expect.arrayContaining(['ui.spinner.loading', 'ui.error.title', 'ui.toast.region']));
    expect(core).not.toContain('ui.checklist.title');
    expect(core.every((id) => /^ui\.(dialog|error|spinner|theme|toast)\./.test(id))).toBe(true);
  });

  it('reports a missing key and a broken message', () => {
    const broken = { ...de, 'ui.dialog.close': '{count, plural, one {' } as Record<string, string>;
    delete broken['ui.action.save'];
    expect(catalogueProblems(en, broken).map((problem) => [problem.id, problem.problem])).toEqual([
      ['ui.action.save', 'missing'],
      ['ui.dialog.close', 'unparsable'],
    ]);
  });
});
