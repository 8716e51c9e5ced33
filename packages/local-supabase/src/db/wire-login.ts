import { timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';

/** The one login the embedded database port accepts. */
export interface WireLogin {
  user: string;
  password: string;
}

/** What a client sent before it was let in, to replay to the database behind the port. */
export interface AcceptedLogin {
  /** The StartupMessage, which the embedded database answers with AuthenticationOk. */
  startup: Buffer;
  /** Bytes the client sent after its password (pipelined queries), in order. */
  rest: Buffer;
}

const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
/** No startup or password message is anywhere near this long; a longer one is not a client. */
const MAX_MESSAGE = 10_000;

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** ErrorResponse with the fields psql and node-postgres read (severity, SQLSTATE, message). */
function fatal(code: string, text: string): Buffer {
  const field = (tag: string, value: string) => Buffer.from(`${tag}${value}\0`, 'utf8');
  return message(
    'E',
    Buffer.concat([
      field('S', 'FATAL'),
      field('V', 'FATAL'),
      field('C', code),
      field('M', text),
      Buffer.from([0]),
    ]),
  );
}

function startupParameters(body: Buffer): Map<string, string> {
  const parts = body.toString('utf8').split('\0');
  const params = new Map<string, string>();
  for (let i = 0; i + 1 < parts.length && parts[i] !== ''; i += 2) params.set(parts[i]!, parts[i + 1]!);
  return params;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Runs PostgreSQL's password exchange on a new connection, which the embedded database skips
 * (it lets anyone in as superuser): declines TLS, asks for the password in clear text (the port
 * listens on loopback unless told otherwise), and refuses a wrong user or password with the
 * server's own error, 28P01. Resolves what to replay to the database, or undefined once the
 * connection was refused and closed.
 */
export function acceptLogin(socket: Socket, login: WireLogin): Promise<AcceptedLogin | undefined> {
  return new Promise((resolve) => {
    let buffered = Buffer.alloc(0);
    let startup: Buffer | undefined;
    let user = '';
    const finish = (result: AcceptedLogin | undefined) => {
      socket.off('data', onData);
      socket.off('close', onClose);
      resolve(result);
    };
    const refuse = (code: string, text: string) => {
      socket.end(fatal(code, text));
      finish(undefined);
    };
    const onClose = () => finish(undefined);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        // Before the startup a message is length + code; after it, type byte + length.
        const offset = startup ? 1 : 0;
        if (buffered.length < offset + 4) return;
        const length = buffered.readInt32BE(offset);
        if (length < 4 || length > MAX_MESSAGE) return refuse('08P01', 'invalid message length');
        if (buffered.length < offset + length) return;
        const whole = buffered.subarray(0, offset + length);
        buffered = buffered.subarray(offset + length);
        if (!startup) {
          const code = whole.length >= 8 ? whole.readInt32BE(4) : 0;
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            socket.write('N');
            continue;
          }
          if (code !== PROTOCOL_3) return refuse('08P01', 'unsupported frontend protocol');
          startup = Buffer.from(whole);
          user = startupParameters(whole.subarray(8)).get('user') ?? '';
          socket.write(message('R', Buffer.from([0, 0, 0, 3]))); // AuthenticationCleartextPassword
          continue;
        }
        const password = whole.subarray(5).toString('utf8').replace(/\0$/, '');
        if (whole[0] !== 'p'.charCodeAt(0) || !same(user, login.user) || !same(password, login.password)) {
          return refuse('28P01', `password authentication failed for user "${user}"`);
        }
        socket.pause();
        return finish({ startup, rest: Buffer.from(buffered) });
      }
    };
    socket.on('data', onData);
    socket.on('close', onClose);
  });
}
