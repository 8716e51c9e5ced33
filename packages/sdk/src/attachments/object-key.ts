/** Characters Storage accepts in an object key (anything else is `InvalidKey`), on hosted Supabase too. */
const KEY_SAFE = /[^A-Za-z0-9_!.*'() &$=@;:+,-]/g;

/**
 * A file name Storage will take as the last segment of a key: accents are
 * dropped (`Präsentation.pdf` → `Prasentation.pdf`), other characters become
 * `_`. The attachment row must carry the same name as its key (a database
 * check), so this is also the name shown. `?` is left out on purpose: it
 * would start a query string in a URL built naively from the key.
 */
export function keySafeFileName(name: string): string {
  const safe = name.normalize('NFKD').replace(/\p{M}/gu, '').replace(KEY_SAFE, '_').trim();
  return safe === '' || safe === '.' || safe === '..' ? 'file' : safe;
}
