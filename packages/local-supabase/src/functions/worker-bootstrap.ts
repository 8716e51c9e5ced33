import { ERROR_CODE_HEADER } from './platform-errors';

/** Printed by the worker once it listens, followed by its port. */
export const READY_MARKER = '__local_supabase_worker_ready__';
/** Printed when the function module fails to load or never calls `Deno.serve`, followed by the reason as JSON. */
export const BOOT_FAILED_MARKER = '__local_supabase_worker_boot_failed__';
/** The origin of the request URL a function sees: the edge runtime's own address, not the gateway's. */
export const RUNTIME_ORIGIN = 'http://localhost:8000';

/**
 * The Deno script each worker runs: it captures the handler the function
 * passes to `Deno.serve`, serves it on a free loopback port of our choosing,
 * hands it each request under the runtime's origin, and turns an uncaught
 * exception into the edge runtime's WORKER_ERROR.
 * Kept as source text so it ships inside the built package.
 */
export const workerBootstrapSource = /* ts */ `
type Handler = (request: Request, info: unknown) => Response | Promise<Response>;
const realServe = Deno.serve.bind(Deno);
let handler: Handler | undefined;

// deno-lint-ignore no-explicit-any
(Deno as any).serve = (...args: unknown[]) => {
  for (const arg of args) {
    if (typeof arg === 'function') handler = arg as Handler;
    else if (arg && typeof arg === 'object' && typeof (arg as { handler?: unknown }).handler === 'function') {
      handler = (arg as { handler: Handler }).handler;
    }
  }
  const done = new Promise<void>(() => {});
  return { finished: done, addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 }, ref() {}, unref() {}, shutdown: () => Promise.resolve(), [Symbol.asyncDispose]: () => Promise.resolve() };
};

globalThis.addEventListener('unhandledrejection', (event) => {
  console.error(event.reason);
  event.preventDefault();
});

// The backend holds this process's stdin open and never writes to it: at its
// end the backend is gone (even killed outright), and so is the worker, rather
// than living on as an orphan still serving its port.
(async () => {
  for await (const _ of Deno.stdin.readable) {
    // nothing is sent
  }
  Deno.exit(0);
})();

const entry = Deno.args[0]!;
try {
  const exports = await import(entry);
  // The runtime also serves the declarative style: \`export default { fetch(request) { … } }\`.
  const declared = exports.default;
  if (!handler && declared && typeof declared === 'object' && Object.hasOwn(declared, 'fetch')) {
    if (typeof declared.fetch !== 'function') {
      throw new TypeError('Invalid type for fetch: must be a function with a single or no parameter');
    }
    handler = (request: Request) => declared.fetch(request);
  }
  if (!handler) throw new Error('The function never called Deno.serve(handler)');
} catch (error) {
  console.error(error);
  // The first line of the error names what failed (for an import: the module that was not found).
  const reason = String(error instanceof Error ? error.message : error).split('\\n')[0];
  console.log(${JSON.stringify(BOOT_FAILED_MARKER)} + ' ' + JSON.stringify(reason));
  Deno.exit(1);
}

realServe(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => console.log(${JSON.stringify(READY_MARKER)} + ' ' + port),
  },
  async (request, info) => {
    const { pathname, search } = new URL(request.url);
    try {
      return await handler!(new Request(${JSON.stringify(RUNTIME_ORIGIN)} + pathname + search, request), info);
    } catch (error) {
      console.error(error);
      return Response.json(
        { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
        { status: 500, headers: { ${JSON.stringify(ERROR_CODE_HEADER)}: 'EDGE_FUNCTION_ERROR' } },
      );
    }
  },
);
`;
