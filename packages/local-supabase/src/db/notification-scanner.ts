/** Backend message type of NotificationResponse ('A'). */
const NOTIFICATION = 0x41;
const HEADER_BYTES = 5;

/**
 * Finds the NotificationResponse messages in a stream of Postgres backend
 * messages, fed in chunks that may split a message anywhere. Only the 5-byte
 * headers are read; other message bodies are skipped without copying.
 */
export class NotificationScanner {
  private header = new Uint8Array(HEADER_BYTES);
  private headerFill = 0;
  /** Body bytes of the current message still to come. */
  private remaining = 0;
  /** The body of the current notification, when the current message is one. */
  private body: Uint8Array | undefined;
  private bodyFill = 0;
  private readonly decoder = new TextDecoder();

  constructor(private readonly onNotification: (channel: string, payload: string) => void) {}

  push(chunk: Uint8Array): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.remaining === 0 && !this.body) {
        const take = Math.min(HEADER_BYTES - this.headerFill, chunk.length - at);
        this.header.set(chunk.subarray(at, at + take), this.headerFill);
        this.headerFill += take;
        at += take;
        if (this.headerFill < HEADER_BYTES) return;
        this.headerFill = 0;
        const length = new DataView(this.header.buffer).getInt32(1) - 4;
        if (this.header[0] === NOTIFICATION) {
          this.body = new Uint8Array(length);
          this.bodyFill = 0;
        }
        this.remaining = length;
        if (length === 0) this.finish();
        continue;
      }
      const take = Math.min(this.remaining, chunk.length - at);
      if (this.body) this.body.set(chunk.subarray(at, at + take), this.bodyFill);
      this.bodyFill += take;
      this.remaining -= take;
      at += take;
      if (this.remaining === 0) this.finish();
    }
  }

  private finish(): void {
    const body = this.body;
    this.body = undefined;
    if (!body) return;
    // int32 process id, then channel and payload as NUL-terminated strings.
    const channelEnd = body.indexOf(0, 4);
    const payloadEnd = body.indexOf(0, channelEnd + 1);
    if (channelEnd < 0 || payloadEnd < 0) return;
    this.onNotification(
      this.decoder.decode(body.subarray(4, channelEnd)),
      this.decoder.decode(body.subarray(channelEnd + 1, payloadEnd)),
    );
  }
}
