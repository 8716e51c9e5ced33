import type { CataloguePart } from './build/catalogue-files';

/** The primitives a first screen is made of, whose messages load before the rest of the catalogue. */
const CORE_COMPONENTS = ['dialog', 'error', 'spinner', 'theme', 'toast'];

/**
 * The library's core messages: a screen built only of its primitives (a form, a spinner, an
 * error, a toast) shows with these alone (`loadUiMessages(locale, 'core')`).
 */
export const coreMessages: CataloguePart = {
  name: 'core',
  includes: (id) => CORE_COMPONENTS.includes(id.split('.')[1] ?? ''),
};
