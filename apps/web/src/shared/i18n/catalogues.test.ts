import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROFILE_LOCALES } from '@teamboard/sdk';
import { supportedLocales } from '@teamboard/ui';
import { cataloguePart, catalogueProblems, compiledModuleSource } from '@teamboard/ui/i18n-build';
import { describe, expect, it } from 'vitest';
import { errorMessageIds } from './error-messages';
import { firstScreenMessages } from './first-screen-messages';
import { messages as de } from './messages/de';
import { messages as en } from './messages/en';

const catalogues = { en, de };
const here = import.meta.dirname;

describe('the app catalogues', () => {
  it.each(supportedLocales)(
    '%s has every English key, no other key, and only messages that parse',
    (locale) => {
      expect(catalogueProblems(en, catalogues[locale])).toEqual([]);
    },
  );

  it.each(supportedLocales)('%s is compiled from its current source (run `pnpm i18n:compile`)', (locale) => {
    const written = readFileSync(path.join(here, 'compiled', `${locale}.ts`), 'utf8');
    expect(written).toBe(compiledModuleSource(catalogues[locale]));
    const firstScreen = readFileSync(path.join(here, 'compiled', `${locale}.first-screen.ts`), 'utf8');
    expect(firstScreen).toBe(compiledModuleSource(cataloguePart(catalogues[locale], firstScreenMessages)));
  });

  it('offers exactly the languages a profile may store', () => {
    expect([...supportedLocales]).toEqual([...PROFILE_LOCALES]);
  });

  it('has a message for every SDK error code, in every language', () => {
    for (const id of Object.values(errorMessageIds)) {
      expect(en[id].length).toBeGreaterThan(0);
      expect(de[id]).not.toBe(en[id]);
    }
  });
});
