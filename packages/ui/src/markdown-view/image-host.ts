/**
 * The host an image in user-written Markdown would be fetched from, when that
 * is another site: `undefined` for the app's own origin and for inline
 * `data:` / `blob:` images, which tell nobody that the card was opened.
 */
export function foreignImageHost(src: string | undefined, pageOrigin: string): string | undefined {
  if (src === undefined || src === '') return undefined;
  let url: URL;
  try {
    url = new URL(src, pageOrigin);
  } catch {
    return undefined;
  }
  if (url.protocol === 'data:' || url.protocol === 'blob:') return undefined;
  return url.origin === pageOrigin ? undefined : url.host;
}
