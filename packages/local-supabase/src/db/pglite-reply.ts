import { messages as backend, protocol, types as oids } from '@electric-sql/pglite';

type Bytes = Uint8Array<ArrayBuffer>;

const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const HEADER_BYTES = 5;

const decoder = new TextDecoder();

export interface Reply {
  /** The messages as PGlite's own parser gives them, for `parse.parseResults`. */
  messages: backend.BackendMessage[];
  /** The first error the database answered; it skipped the rest of the message. */
  error: backend.DatabaseError | undefined;
}

/**
 * A DataRow whose `text` values stay views of the reply's bytes. It goes where PGlite's
 * parser puts decoded strings: `parseResults` hands a text value on untouched.
 */
function dataRowOfBytes(reply: Bytes, view: DataView, start: number, types: readonly number[]) {
  const fields: (Bytes | string | null)[] = [];
  const count = view.getInt16(start + HEADER_BYTES);
  let at = start + HEADER_BYTES + 2;
  for (let i = 0; i < count; i++) {
    const length = view.getInt32(at);
    at += 4;
    if (length < 0) {
      fields.push(null);
      continue;
    }
    const value = reply.subarray(at, at + length);
    at += length;
    fields.push(types[i] === oids.TEXT ? value : decoder.decode(value));
  }
  return new backend.DataRowMessage(view.getUint32(start + 1), fields as (string | null)[]);
}

/**
 * Reads the reply to one pipelined message: the DataRows of the results that
 * `textAsBytes[i]` names are read here, their text values left as bytes; every other
 * message is read by PGlite's parser, in runs. Notifications go to `onNotification`, as
 * PGlite's own reading sends them; after an error nothing more is read, as there.
 */
export function readReply(
  reply: Bytes,
  textAsBytes: readonly boolean[],
  onNotification: (channel: string, payload: string) => void,
): Reply {
  const messages: backend.BackendMessage[] = [];
  let error: backend.DatabaseError | undefined;
  let types: number[] = [];
  const parser = new protocol.Parser();
  const take = (message: backend.BackendMessage) => {
    if (error) return;
    if (message instanceof backend.DatabaseError) error = message;
    else if (message instanceof backend.NotificationResponseMessage)
      onNotification(message.channel, message.payload);
    else if (message instanceof backend.RowDescriptionMessage)
      types = message.fields.map((f) => f.dataTypeID);
    messages.push(message);
  };
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  let result = 0;
  let unread = 0;
  let at = 0;
  while (at + HEADER_BYTES <= reply.length && !error) {
    const end = at + 1 + view.getUint32(at + 1);
    if (reply[at] === DATA_ROW && textAsBytes[result]) {
      // What came before (this result's RowDescription too) is read first, so `types` is its own.
      if (unread < at) parser.parse(reply.subarray(unread, at), take);
      if (!error) messages.push(dataRowOfBytes(reply, view, at, types));
      unread = end;
    } else if (reply[at] === COMMAND_COMPLETE) result++;
    at = end;
  }
  if (unread < reply.length && !error) parser.parse(reply.subarray(unread), take);
  return { messages, error };
}
