/**
 * The Phoenix channel wire format as realtime-js 2.x speaks it: vsn 1.0.0
 * sends JSON objects, vsn 2.0.0 JSON arrays plus binary user broadcasts.
 */

export type Vsn = '1.0.0' | '2.0.0';
export const SUPPORTED_VSN: readonly Vsn[] = ['1.0.0', '2.0.0'];

export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A broadcast payload that arrived as raw bytes (binary encoding 0) rather than JSON. */
export class RawPayload {
  constructor(readonly bytes: Uint8Array) {}
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_RAW = 0;
const ENCODING_JSON = 1;

const strOrNull = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;

function fromParts(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown) {
  if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
  const body = payload ?? {};
  return { joinRef: strOrNull(joinRef), ref: strOrNull(ref), topic, event, payload: body } satisfies Message;
}

/** Parses one frame; undefined when it is not a well-formed message. */
export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): Message | undefined {
  if (isBinary) return decodeBinaryPush(data);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return undefined;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return undefined;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    return fromParts(joinRef, ref, topic, event, payload);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const o = parsed as Record<string, unknown>;
  return fromParts(o.join_ref, o.ref, o.topic, o.event, o.payload);
}

function decodeBinaryPush(data: Buffer): Message | undefined {
  if (data.length < 7 || data[0] !== KIND_USER_BROADCAST_PUSH) return undefined;
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [...data.subarray(1, 7)] as number[];
  let offset = 7;
  const take = (n: number) => {
    const part = data.subarray(offset, offset + n);
    offset += n;
    return part.toString('utf8');
  };
  if (7 + joinRefLen! + refLen! + topicLen! + eventLen! + metaLen! > data.length) return undefined;
  const joinRef = take(joinRefLen!);
  const ref = take(refLen!);
  const topic = take(topicLen!);
  const event = take(eventLen!);
  const metaText = take(metaLen!);
  const body = data.subarray(offset);
  let payload: unknown;
  let meta: Record<string, unknown> = {};
  try {
    if (metaText) meta = JSON.parse(metaText) as Record<string, unknown>;
    payload =
      encoding === ENCODING_JSON ? JSON.parse(body.toString('utf8')) : new RawPayload(new Uint8Array(body));
  } catch {
    return undefined;
  }
  if (encoding !== ENCODING_JSON && encoding !== ENCODING_RAW) return undefined;
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { ...meta, type: 'broadcast', event, payload },
  };
}

/** Text frame for a message, in the socket's vsn. */
export function encodeText(msg: Message, vsn: Vsn): string {
  if (vsn === '2.0.0') return JSON.stringify([msg.joinRef, msg.ref, msg.topic, msg.event, msg.payload]);
  return JSON.stringify({
    join_ref: msg.joinRef,
    ref: msg.ref,
    topic: msg.topic,
    event: msg.event,
    payload: msg.payload,
  });
}

/** Server → client binary user broadcast (kind 4); only vsn 2.0.0 understands it. */
export function encodeBinaryBroadcast(
  topic: string,
  event: string,
  payload: Uint8Array,
  meta?: Record<string, unknown>,
): Buffer {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(event, 'utf8');
  const metaBytes = Buffer.from(meta ? JSON.stringify(meta) : '', 'utf8');
  const header = Buffer.from([
    KIND_USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metaBytes.length,
    ENCODING_RAW,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, Buffer.from(payload)]);
}

export const reply = (msg: Message, status: 'ok' | 'error', response: unknown): Message => ({
  joinRef: msg.joinRef,
  ref: msg.ref,
  topic: msg.topic,
  event: 'phx_reply',
  payload: { status, response },
});
