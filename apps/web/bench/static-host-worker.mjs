// Serves the production build as a static host does, on its own thread, so the browser's requests
// for the app's files never wait behind the embedded database working on the bench's event loop:
// HTTP/2 over TLS (HTTP/1.1 for clients that ask), every text file compressed once at start
// (brotli or gzip, by the request's Accept-Encoding), the build's own `_headers` (its
// Content-Security-Policy, hashed assets cached for a year), `no-cache` with an ETag for
// everything else (index.html, the service worker, the manifests), and every other path answered
// with index.html, since the app routes in the browser. The certificate is self-signed, made at
// start into a temporary folder; the parent gets the SPKI hash Chromium is told to trust.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
/** Compressed as hosts do: text, not images or fonts that are compressed already. */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);
/** Files a host would never serve: the build's manifest and the bench's own report. */
const PRIVATE = /^(\.vite\/|_headers$|_redirects$|bundle-report\.txt$)/;

/** A certificate for 127.0.0.1 valid for a day, and the base64 SHA-256 of its public key (SPKI). */
function makeCertificate(dir) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const pem = readFileSync(cert);
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return { key: readFileSync(key), cert: pem, spki: createHash('sha256').update(spki).digest('base64') };
}

/** Netlify-style `_headers`: a path pattern (`*` matches the rest), then its indented headers. */
function readHeaderRules(outDir) {
  const rules = [];
  const file = join(outDir, '_headers');
  if (!existsSync(file)) return rules;
  const text = readFileSync(file, 'utf8');
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (!/^\s/.test(line)) {
      rules.push({ prefix: line.trim().replace(/\*$/, ''), exact: !line.trim().endsWith('*'), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon !== -1)
      rule.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return rules;
}

function listFiles(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path, root);
    return [relative(root, path).split(sep).join('/')];
  });
}

/** Every file of the build, read and compressed once: a host's CDN serves them from memory too. */
function loadFiles(outDir) {
  const files = new Map();
  for (const name of listFiles(outDir)) {
    if (PRIVATE.test(name)) continue;
    const body = readFileSync(join(outDir, name));
    const ext = extname(name);
    const text = TEXT.has(ext);
    files.set(`/${name}`, {
      type: TYPES[ext] ?? 'application/octet-stream',
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      br: text
        ? brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : undefined,
      gzip: text ? gzipSync(body, { level: 9 }) : undefined,
    });
  }
  return files;
}

function headersFor(rules, path) {
  const headers = {};
  for (const rule of rules) {
    if (rule.exact ? path === rule.prefix : path.startsWith(rule.prefix))
      Object.assign(headers, rule.headers);
  }
  // What the build does not name for a year (index.html, the service worker, the manifests, icons)
  // is asked again on every load, so a deploy shows at once: answered 304 while unchanged.
  headers['cache-control'] ??= 'no-cache';
  return headers;
}

const dir = mkdtempSync(join(tmpdir(), 'teamboard-bench-tls-'));
const { key, cert, spki } = makeCertificate(dir);
const files = loadFiles(workerData.outDir);
const rules = readHeaderRules(workerData.outDir);
const index = files.get('/index.html');
if (!index) throw new Error('the build has no index.html');

const server = createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'https://host').pathname);
  let file = files.get(path);
  // A missing chunk is a 404 (the app recovers from it after a deploy); any other path is the app's.
  if (!file && !path.startsWith('/assets/')) file = index;
  if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(file ? 405 : 404, {
      ...headersFor(rules, path),
      'cache-control': 'no-cache',
      'content-type': 'text/plain; charset=utf-8',
    });
    res.end(file ? 'method not allowed' : 'not found');
    return;
  }
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding =
    file.br && /\bbr\b/.test(accepts) ? 'br' : file.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  const body = encoding ? file[encoding] : file.body;
  // Each encoding is its own representation, with its own validator.
  const etag = encoding ? file.etag.replace(/"$/, `-${encoding}"`) : file.etag;
  const headers = {
    ...headersFor(rules, file === index ? '/index.html' : path),
    'content-type': file.type,
    etag,
  };
  if (file.br || file.gzip) headers.vary = 'accept-encoding';
  if (encoding) headers['content-encoding'] = encoding;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers['content-length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  parentPort.postMessage({ url: `https://127.0.0.1:${String(address.port)}`, spki });
});
parentPort.on('message', () => {
  server.close(() => {
    rmSync(dir, { recursive: true, force: true });
    parentPort.close();
  });
  // Open HTTP/2 sessions keep `close` from finishing: the browser is gone by now.
  for (const session of sessions) session.destroy();
});
const sessions = new Set();
server.on('session', (session) => {
  sessions.add(session);
  session.on('close', () => sessions.delete(session));
});
