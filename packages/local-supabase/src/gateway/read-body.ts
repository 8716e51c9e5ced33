/**
 * Reads a request body, giving up as soon as it crosses `limit` bytes: a chunked body declares no
 * length, so the only way not to hold a 200 MB body in memory is to count while it streams.
 * Answers the bytes, or undefined when the body is too large (the rest is then left unread).
 */
export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) return undefined;
  const body = request.body;
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** The body as text, or undefined when it is too large. */
export async function readTextWithin(request: Request, limit: number): Promise<string | undefined> {
  const bytes = await readBodyWithin(request, limit);
  return bytes && new TextDecoder().decode(bytes);
}
