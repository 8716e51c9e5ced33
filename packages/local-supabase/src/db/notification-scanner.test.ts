import { describe, expect, it } from 'vitest';
import { NotificationScanner } from './notification-scanner';

const encoder = new TextEncoder();

function message(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(5 + body.length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, body.length + 4);
  out.set(body, 5);
  return out;
}

function notification(channel: string, payload: string): Uint8Array {
  const text = encoder.encode(`${channel}\0${payload}\0`);
  const body = new Uint8Array(4 + text.length);
  body.set(text, 4);
  return message('A', body);
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

describe('NotificationScanner', () => {
  const stream = concat(
    message('C', encoder.encode('UPDATE 1\0')),
    notification('realtime_changes', ''),
    message('Z', encoder.encode('I')),
    notification('pgrst', 'reload schema'),
    notification('ünïcode', 'päyload'),
    message('1', new Uint8Array(0)),
  );
  const expected = [
    ['realtime_changes', ''],
    ['pgrst', 'reload schema'],
    ['ünïcode', 'päyload'],
  ];

  it('finds every notification between other messages', () => {
    const seen: string[][] = [];
    new NotificationScanner((c, p) => seen.push([c, p])).push(stream);
    expect(seen).toEqual(expected);
  });

  it('finds the same when the stream is split at every possible byte', () => {
    for (let size = 1; size <= 7; size++) {
      const seen: string[][] = [];
      const scanner = new NotificationScanner((c, p) => seen.push([c, p]));
      for (let at = 0; at < stream.length; at += size) scanner.push(stream.subarray(at, at + size));
      expect(seen).toEqual(expected);
    }
  });
});
