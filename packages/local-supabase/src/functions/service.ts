import { existsSync, mkdtempSync, rmSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono, type Context } from 'hono';
import type { GatewayEnv, Service, ServiceContext, ServiceDefinition } from '../service-contract';
import { verifyCaller } from '../keys/caller';
import { readEnvFile } from './env-file';
import { denoConfigFlags } from './import-map';
import { platformError, refusedTokenCode } from './platform-errors';
import { workerBootstrapSource } from './worker-bootstrap';
import { BootError, FunctionWorker } from './worker';

const NAME = /^[A-Za-z0-9_-]{1,128}$/;
// Request headers that describe one hop, not the request (fetch sets its own).
const HOP_HEADERS = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
];

function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('deno/package.json');
  return join(dirname(pkg), process.platform === 'win32' ? 'deno.exe' : 'deno');
}

/**
 * Edge Functions: `supabase/functions/<name>/index.ts` run by Deno, one warm
 * worker per function, restarted when its files change.
 */
export function createFunctionsService(ctx: ServiceContext): Service {
  const functionsDir = ctx.projectDir ? join(ctx.projectDir, 'supabase', 'functions') : undefined;
  const workDir = mkdtempSync(join(tmpdir(), 'local-supabase-functions-'));
  const bootstrapPath = join(workDir, 'bootstrap.ts');
  writeFileSync(bootstrapPath, workerBootstrapSource);
  const deno = denoBinary();
  const workers = new Map<string, FunctionWorker>();

  const stopWorker = (name?: string) => {
    for (const [key, worker] of workers) {
      if (name === undefined || key === name) {
        worker.stop();
        workers.delete(key);
      }
    }
  };

  let watcher: FSWatcher | undefined;
  if (functionsDir && existsSync(functionsDir)) {
    watcher = watch(functionsDir, { recursive: true }, (_event, file) => {
      const first = typeof file === 'string' ? file.split(/[\\/]/)[0] : undefined;
      // A change to shared code or secrets (`_shared/`, `.env`) may affect every function.
      stopWorker(first && workers.has(first) && file !== first ? first : undefined);
    });
    watcher.on('error', () => undefined);
  }

  const environment = (): Record<string, string> => ({
    // Hosted functions get SITE_URL only as a secret (docs/deploy.md); locally it follows
    // `[auth] site_url`, so links in emails point where auth's own links do. `.env` may override.
    SITE_URL: ctx.config.auth.siteUrl,
    ...readEnvFile(join(functionsDir ?? '', '.env')),
    SUPABASE_URL: ctx.urls.api,
    SUPABASE_ANON_KEY: ctx.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
    SUPABASE_DB_URL: ctx.urls.db,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: ctx.keys.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: ctx.keys.secretKey }),
    MAILBOX_URL: ctx.urls.mailbox,
  });

  const workerFor = (name: string, entryPath: string): FunctionWorker => {
    const current = workers.get(name);
    if (current?.alive) return current;
    const worker = new FunctionWorker({
      name,
      deno,
      bootstrapPath,
      entryPath,
      configFlags: denoConfigFlags(dirname(dirname(entryPath)), name, ctx.config.functions[name]?.importMap),
      env: environment(),
      log: ctx.log,
      bootTimeoutMs: 60_000,
    });
    workers.set(name, worker);
    return worker;
  };

  const authorize = async (c: Context<GatewayEnv>, name: string): Promise<Response | undefined> => {
    if (c.req.method === 'OPTIONS' || ctx.config.functions[name]?.verifyJwt === false) return undefined;
    const auth = c.get('auth');
    const header = c.req.header('authorization');
    if (!auth.token) {
      return platformError(401, 'UNAUTHORIZED_NO_AUTH_HEADER', {
        msg: 'Error: Missing authorization header',
      });
    }
    if (header !== undefined && !/^bearer\s+/i.test(header)) {
      return platformError(401, 'UNAUTHORIZED_INVALID_JWT_FORMAT', {
        msg: "Error: Auth header is not 'Bearer {token}'",
      });
    }
    // The edge runtime checks the signature and expiry only; the function decides about roles.
    const checked = await verifyCaller(auth.token, ctx.keys.signingKeys.verification, { clock: ctx.clock });
    return checked.ok ? undefined : platformError(401, refusedTokenCode(auth.token), { msg: 'Invalid JWT' });
  };

  const app = new Hono<GatewayEnv>();
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const at = url.pathname.indexOf('/functions/v1');
    const rest = at === -1 ? url.pathname : url.pathname.slice(at + '/functions/v1'.length);
    const name = rest.split('/')[1] ?? '';
    const entryPath = functionsDir && NAME.test(name) ? join(functionsDir, name, 'index.ts') : undefined;
    if (!entryPath || !existsSync(entryPath)) {
      return platformError(404, 'NOT_FOUND', 'Function not found');
    }
    const refused = await authorize(c, name);
    if (refused) return refused;

    const worker = workerFor(name, entryPath);
    let port: number;
    try {
      port = await worker.ready;
    } catch (error) {
      ctx.log.error(`[${name}] ${error instanceof BootError ? error.message : 'boot failed'}`);
      stopWorker(name);
      return platformError(503, 'BOOT_ERROR', {
        code: 'BOOT_ERROR',
        message: 'Worker failed to boot (please check logs)',
      });
    }

    const headers = new Headers(c.req.raw.headers);
    for (const h of HOP_HEADERS) headers.delete(h);
    const token = c.get('auth').token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    const timeoutMs = ctx.config.edgeRuntime.timeoutMs;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    try {
      const response = await fetch(`http://127.0.0.1:${port}${rest}${url.search}`, {
        method: c.req.method,
        headers,
        body: hasBody ? c.req.raw.body : null,
        signal: controller.signal,
        redirect: 'manual',
        ...(hasBody ? { duplex: 'half' } : {}),
      });
      clearTimeout(timer);
      const out = new Headers(response.headers);
      // fetch already decoded the body, so its encoding and length no longer describe it.
      out.delete('content-encoding');
      out.delete('content-length');
      out.delete('transfer-encoding');
      out.delete('connection');
      return new Response(response.body, { status: response.status, headers: out });
    } catch (error) {
      clearTimeout(timer);
      if (controller.signal.aborted) {
        ctx.log.error(`[${name}] killed after ${timeoutMs} ms`);
        stopWorker(name);
        return platformError(546, 'WORKER_RESOURCE_LIMIT', {
          code: 'WORKER_LIMIT',
          message: 'Worker has exceeded a resource limit (wall clock)',
        });
      }
      ctx.log.error(`[${name}] request failed`, error);
      stopWorker(name);
      return platformError(500, 'WORKER_ERROR', {
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      });
    }
  });

  return {
    app,
    reload: () => {
      stopWorker();
      return Promise.resolve();
    },
    close: () => {
      watcher?.close();
      stopWorker();
      rmSync(workDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

/** Edge Functions at /functions/v1; they need no schema of their own. */
export const functionsService: ServiceDefinition = {
  prefix: '/functions/v1',
  create: createFunctionsService,
};
