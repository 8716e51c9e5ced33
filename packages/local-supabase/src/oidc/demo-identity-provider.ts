import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import Provider from 'oidc-provider';
import { apiUrl, DEFAULT_HOST } from '../config';
import type { ExternalProviderConfig } from '../project/project-config';

/** Someone the demo provider can sign in. */
export interface DemoPerson {
  /** Account id: the OIDC `sub` (and GitHub's numeric `id` is derived from it). */
  id: string;
  name: string;
  email: string;
  /** Whether the provider vouches for the address (`email_verified`, GitHub's `verified`). */
  emailVerified: boolean;
  /** GitHub's `login`. */
  login?: string;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: true, login: 'ada' },
  { id: 'grace', name: 'Grace Hopper', email: 'grace@example.com', emailVerified: true, login: 'grace' },
  { id: 'linus', name: 'Linus Unverified', email: 'linus@example.com', emailVerified: false, login: 'linus' },
];

/** The client the local backend is registered as, on every provider kind. */
export const DEMO_CLIENT = { id: 'teamboard-local', secret: 'teamboard-local-secret' } as const;

export interface DemoIdentityProvider {
  /** Base URL, e.g. `http://127.0.0.1:55412`. */
  url: string;
  /** The `url` of `[auth.external.<kind>]` for each provider kind served here. */
  urls: { keycloak: string; github: string; google: string };
  /** Adds or replaces a person (tests make people whose address collides with an account). */
  addPerson(person: DemoPerson): void;
  stop(): Promise<void>;
}

type Kind = 'keycloak' | 'github' | 'google';

/** Where each kind lives and which endpoint paths it answers, as the real services lay them out. */
const MOUNTS: Record<Kind, { path: string; routes?: Record<string, string> }> = {
  keycloak: {
    path: '/realms/teamboard',
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      userinfo: '/protocol/openid-connect/userinfo',
      jwks: '/protocol/openid-connect/certs',
      end_session: '/protocol/openid-connect/logout',
    },
  },
  github: {
    path: '/github',
    routes: { authorization: '/login/oauth/authorize', token: '/login/oauth/access_token' },
  },
  google: { path: '/google' },
};

/** GitHub's numeric user id, stable per person. */
export function githubId(personId: string): number {
  let hash = 7;
  for (const ch of personId) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_000_007;
  return hash;
}

/**
 * A real OpenID provider (oidc-provider) on a loopback port for development and tests, serving
 * three kinds at once so the local backend's `[auth.external.*]` can point at it: a Keycloak
 * realm (`/realms/teamboard`), GitHub's OAuth endpoints and REST API (`/github`, as GitHub
 * Enterprise lays them out) and a Google-like OIDC issuer (`/google`). The sign-in page lists
 * the demo people; picking one finishes the interaction. The client may redirect to any
 * loopback `…/auth/v1/callback`, since the backend's port is chosen at start.
 */
export async function startDemoIdentityProvider(
  options: { port?: number; host?: string; people?: readonly DemoPerson[] } = {},
): Promise<DemoIdentityProvider> {
  const host = options.host ?? DEFAULT_HOST;
  const people = new Map((options.people ?? DEMO_PEOPLE).map((p) => [p.id, p]));
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const base = apiUrl(host, (server.address() as AddressInfo).port);
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const providers = Object.fromEntries(
    (Object.keys(MOUNTS) as Kind[]).map((kind) => [kind, createProvider(kind, base, people, signingKey)]),
  ) as Record<Kind, Provider>;

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void route(req, res, providers, people).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : 'failed');
    });
  });

  return {
    url: base,
    urls: {
      keycloak: base + MOUNTS.keycloak.path,
      github: base + MOUNTS.github.path,
      google: base + MOUNTS.google.path,
    },
    addPerson(person) {
      people.set(person.id, person);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function createProvider(
  kind: Kind,
  base: string,
  people: Map<string, DemoPerson>,
  signingKey: Record<string, unknown>,
): Provider {
  const mount = MOUNTS[kind].path;
  const provider = new Provider(base + mount, {
    clients: [
      {
        client_id: DEMO_CLIENT.id,
        client_secret: DEMO_CLIENT.secret,
        // Replaced by redirectUriAllowed below; the registration needs one.
        redirect_uris: ['http://127.0.0.1/auth/v1/callback'],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey] },
    adapter: MemoryAdapter,
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      Grant: 86_400,
      IdToken: 3600,
      Interaction: 3600,
      Session: 86_400,
    },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'user:email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    ...(MOUNTS[kind].routes ? { routes: MOUNTS[kind].routes } : {}),
    // Three issuers share one host: each keeps its own cookies.
    cookies: {
      keys: ['demo-identity-provider'],
      names: { session: `_${kind}_session`, interaction: `_${kind}_interaction`, resume: `_${kind}_resume` },
    },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `${mount}/interaction/${interaction.uid}` },
    // First-party client: whoever signs in grants what was asked, as an organisation's own IdP does.
    async loadExistingGrant(ctx) {
      const { client, session, result, provider: self } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return self.Grant.find(grantId);
      const grant = new self.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamScopes].join(' '));
      await grant.save();
      return grant;
    },
    findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return Promise.resolve(undefined);
      return Promise.resolve({
        accountId: sub,
        claims: () => ({
          sub,
          name: person.name,
          preferred_username: person.login ?? person.id,
          email: person.email,
          email_verified: person.emailVerified,
        }),
      });
    },
  });
  // Any loopback backend's callback: its port is picked when it starts.
  const client = (
    provider as unknown as { Client: { prototype: { redirectUriAllowed(uri: string): boolean } } }
  ).Client;
  client.prototype.redirectUriAllowed = (uri: string) =>
    /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+\/auth\/v1\/callback$/.test(uri);
  return provider;
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  providers: Record<Kind, Provider>,
  people: Map<string, DemoPerson>,
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path.startsWith('/github/api/v3/'))
    return githubApi(req, res, path.slice('/github/api/v3'.length), providers.github, people);
  for (const kind of Object.keys(MOUNTS) as Kind[]) {
    const mount = MOUNTS[kind].path;
    if (path !== mount && !path.startsWith(mount + '/')) continue;
    const interaction = /^\/interaction\/([\w-]+)$/.exec(path.slice(mount.length));
    if (interaction) return signInPage(req, res, providers[kind], people, kind);
    // As Express mounts it: the provider learns its mount path from originalUrl.
    const mounted = req as IncomingMessage & { originalUrl?: string };
    mounted.originalUrl = req.url;
    req.url = req.url!.slice(mount.length) || '/';
    providers[kind].callback()(req, res);
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
}

const TITLES: Record<Kind, string> = {
  keycloak: 'Teamboard SSO',
  github: 'GitHub (demo)',
  google: 'Google (demo)',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The login prompt: one button per demo person. */
async function signInPage(
  req: IncomingMessage,
  res: ServerResponse,
  provider: Provider,
  people: Map<string, DemoPerson>,
  kind: Kind,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'POST') {
    const form = new URLSearchParams(await readBody(req));
    const person = people.get(form.get('person') ?? '');
    if (!person) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('unknown person');
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: person.id } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const buttons = [...people.values()]
    .map(
      (p) =>
        `<li><button type="submit" name="person" value="${escapeHtml(p.id)}">${escapeHtml(p.name)}</button> <small>${escapeHtml(p.email)}${p.emailVerified ? '' : ' (unverified)'}</small></li>`,
    )
    .join('');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${TITLES[kind]}</title></head>` +
      `<body><main><h1>${TITLES[kind]}</h1><p>Sign in as</p>` +
      `<form method="post" action="${escapeHtml(req.url ?? '')}"><ul>${buttons}</ul></form>` +
      `<p hidden data-interaction="${escapeHtml(details.uid)}"></p></main></body></html>`,
  );
}

/** GitHub's REST API as GoTrue reads it: `GET /user` and `GET /user/emails` with the access token. */
async function githubApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  provider: Provider,
  people: Map<string, DemoPerson>,
): Promise<void> {
  const token = /^(?:Bearer|token) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const grant = token ? await provider.AccessToken.find(token) : undefined;
  const person = grant ? people.get(grant.accountId) : undefined;
  const json = (status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  if (!person) return json(401, { message: 'Bad credentials' });
  if (path === '/user') {
    return json(200, {
      id: githubId(person.id),
      login: person.login ?? person.id,
      name: person.name,
      email: person.emailVerified ? person.email : null,
      avatar_url: '',
    });
  }
  if (path === '/user/emails') {
    return json(200, [
      { email: person.email, primary: true, verified: person.emailVerified, visibility: 'private' },
    ]);
  }
  return json(404, { message: 'Not Found' });
}

type Stored = { payload: Record<string, unknown>; expiresAt: number };

/** oidc-provider's storage in this process's memory: the provider lives as long as the tests or `pnpm dev`. */
class MemoryAdapter {
  private static readonly items = new Map<string, Stored>();
  constructor(private readonly model: string) {}
  private key = (id: string) => `${this.model}:${id}`;
  upsert(id: string, payload: Record<string, unknown>, expiresIn: number): Promise<void> {
    MemoryAdapter.items.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    return Promise.resolve();
  }
  find(id: string): Promise<Record<string, unknown> | undefined> {
    const item = MemoryAdapter.items.get(this.key(id));
    return Promise.resolve(item && item.expiresAt > Date.now() ? item.payload : undefined);
  }
  findByUid(uid: string): Promise<Record<string, unknown> | undefined> {
    for (const [key, item] of MemoryAdapter.items) {
      if (key.startsWith(`${this.model}:`) && item.payload.uid === uid) return Promise.resolve(item.payload);
    }
    return Promise.resolve(undefined);
  }
  findByUserCode(): Promise<undefined> {
    return Promise.resolve(undefined);
  }
  consume(id: string): Promise<void> {
    const item = MemoryAdapter.items.get(this.key(id));
    if (item) item.payload.consumed = Math.floor(Date.now() / 1000);
    return Promise.resolve();
  }
  destroy(id: string): Promise<void> {
    MemoryAdapter.items.delete(this.key(id));
    return Promise.resolve();
  }
  revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, item] of MemoryAdapter.items)
      if (item.payload.grantId === grantId) MemoryAdapter.items.delete(key);
    return Promise.resolve();
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/**
 * `[auth.external.*]` pointing at a running demo provider: keycloak (the generic OpenID kind),
 * github and google, as a project's config.toml would write them.
 */
export function demoExternalProviders(
  idp: Pick<DemoIdentityProvider, 'urls'>,
): Record<Kind, ExternalProviderConfig> {
  const entry = (url: string): ExternalProviderConfig => ({
    enabled: true,
    clientId: DEMO_CLIENT.id,
    secret: DEMO_CLIENT.secret,
    redirectUri: '',
    url,
    skipNonceCheck: false,
    emailOptional: false,
  });
  return {
    keycloak: entry(idp.urls.keycloak),
    github: entry(idp.urls.github),
    google: entry(idp.urls.google),
  };
}

/**
 * The loopback port an enabled `[auth.external.*]` points the demo provider at, if any: its
 * `url` is `http://127.0.0.1:<port>` followed by one of the demo's mount paths. `local-supabase
 * start` then runs the demo provider there, so `pnpm dev` signs in without GitHub or Google.
 */
export function demoProviderPort(external: Record<string, ExternalProviderConfig>): number | undefined {
  const mounts = Object.values(MOUNTS).map((m) => m.path);
  for (const provider of Object.values(external)) {
    if (!provider.enabled) continue;
    const match = /^http:\/\/(?:127\.0\.0\.1|localhost):(\d+)(\/.*?)\/?$/.exec(provider.url);
    if (match && mounts.includes(match[2]!)) return Number(match[1]);
  }
  return undefined;
}
