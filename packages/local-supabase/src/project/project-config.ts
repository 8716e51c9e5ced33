import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { JWK } from 'jose';
import { parse } from 'smol-toml';
import { DEFAULT_API_PORT, DEFAULT_DB_PORT } from '../config';

/** The settings of `supabase/config.toml` the local backend honours, with the CLI's defaults. */
export interface ProjectConfig {
  projectId: string;
  /** `[api] port`: where the API listens unless the start says otherwise. */
  api: { port: number; schemas: string[]; extraSearchPath: string[]; maxRows: number };
  db: {
    /** `[db] port`: the embedded database's wire port unless the start says otherwise. */
    port: number;
    /** `[db.vault]`: secrets written to Vault at start, values as written (`env(NAME)` resolved at start). */
    vault: Record<string, string>;
  };
  auth: {
    siteUrl: string;
    additionalRedirectUrls: string[];
    jwtExpiry: number;
    /** `signing_keys_path`: a JSON array of private JWKs (ES256/RS256), relative to `supabase/`; '' for HS256 only. */
    signingKeysPath: string;
    enableRefreshTokenRotation: boolean;
    refreshTokenReuseInterval: number;
    enableSignup: boolean;
    /** `enable_manual_linking`: `linkIdentity()` / `unlinkIdentity()` work only when on. */
    enableManualLinking: boolean;
    /** `[auth.external.<provider>]`, every table written, enabled or not. */
    external: Record<string, ExternalProviderConfig>;
    /** `enable_anonymous_sign_ins`: `signInAnonymously()` works only when on. */
    enableAnonymousSignIns: boolean;
    minimumPasswordLength: number;
    passwordRequirements:
      '' | 'letters_digits' | 'lower_upper_letters_digits' | 'lower_upper_letters_digits_symbols';
    rateLimit: {
      emailSent: number;
      tokenRefresh: number;
      signInSignUps: number;
      tokenVerifications: number;
      /** Anonymous sign-ins per hour per IP. */
      anonymousUsers: number;
    };
    /** `[auth.mfa]`: factors per user, and whether TOTP and WebAuthn factors may be enrolled and verified. */
    mfa: {
      maxEnrolledFactors: number;
      totp: { enrollEnabled: boolean; verifyEnabled: boolean };
      /** `[auth.mfa.web_authn]`: security keys as a second factor. */
      webAuthn: { enrollEnabled: boolean; verifyEnabled: boolean };
    };
    email: {
      enableSignup: boolean;
      enableConfirmations: boolean;
      doubleConfirmChanges: boolean;
      securePasswordChange: boolean;
      maxFrequencySeconds: number;
      otpLength: number;
      otpExpiry: number;
      /** `[auth.email.smtp]`: only whether it is on; mail still goes to the local mailbox. Turns on `email_sent`. */
      smtp: { enabled: boolean };
    };
  };
  storage: { fileSizeLimit: number };
  /**
   * Hosted Realtime's per-project quotas, with its defaults. Not read from config.toml: the CLI's
   * `[realtime]` has no keys for them and refuses unknown ones; tests set them through `config`.
   */
  realtime: {
    /** Sockets in at least one channel at once. */
    maxConcurrentUsers: number;
    maxChannelsPerClient: number;
    /** Channel joins per second across the project, averaged as Realtime does (5 s ticks, last minute). */
    maxJoinsPerSecond: number;
    /** Broadcast and presence messages from clients per second across the project, averaged the same way. */
    maxEventsPerSecond: number;
  };
  /**
   * `[functions.<name>]`. `importMap` is `import_map` as written (relative to `supabase/`); without it a
   * function's own `deno.json` is used, as by `supabase functions serve` and `deploy`.
   */
  functions: Record<string, { verifyJwt: boolean; importMap?: string }>;
  /** `[edge_runtime]`: how long one function request may run before it is killed (ms). */
  edgeRuntime: { timeoutMs: number };
}

/** One `[auth.external.<provider>]` table, keys as the CLI spells them. */
export interface ExternalProviderConfig {
  enabled: boolean;
  clientId: string;
  /** As written: `env(NAME)` is read from the environment when the provider is used. */
  secret: string;
  /** Where the provider sends the browser back; '' for the backend's own `/auth/v1/callback`. */
  redirectUri: string;
  /** The provider's base URL (Keycloak realm, GitHub Enterprise host, …); '' for the provider's own. */
  url: string;
  skipNonceCheck: boolean;
  emailOptional: boolean;
}

type Table = Record<string, unknown>;

const table = (value: unknown): Table => (value && typeof value === 'object' ? (value as Table) : {});
const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const strs = (value: unknown, fallback: string[]) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : fallback;

/** "50MiB", "2MB", "1s", "5m" → bytes or seconds. */
export function parseSize(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return fallback;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([KMG]i?B|B)?\s*$/i.exec(value);
  if (!match) return fallback;
  const units: Record<string, number> = {
    b: 1,
    kb: 1e3,
    mb: 1e6,
    gb: 1e9,
    kib: 1024,
    mib: 1024 ** 2,
    gib: 1024 ** 3,
  };
  return Math.round(Number(match[1]) * (units[(match[2] ?? 'b').toLowerCase()] ?? 1));
}

export function parseDuration(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return fallback;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(value);
  if (!match) return fallback;
  const factor = { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2] ?? 's'] ?? 1;
  return Number(match[1]) * factor;
}

export function parseProjectConfig(toml: string): ProjectConfig {
  const root = parse(toml) as Table;
  const api = table(root.api);
  const db = table(root.db);
  const vault: Record<string, string> = {};
  for (const [name, value] of Object.entries(table(db.vault)))
    if (typeof value === 'string') vault[name] = value;
  const auth = table(root.auth);
  const rate = table(auth.rate_limit);
  const email = table(auth.email);
  const smtp = email.smtp === undefined ? undefined : table(email.smtp);
  const mfa = table(auth.mfa);
  const totp = table(mfa.totp);
  const webAuthn = table(mfa.web_authn);
  const storage = table(root.storage);
  const functions: ProjectConfig['functions'] = {};
  for (const [name, value] of Object.entries(table(root.functions))) {
    const fn = table(value);
    const importMap = str(fn.import_map, '');
    functions[name] = { verifyJwt: bool(fn.verify_jwt, true), ...(importMap ? { importMap } : {}) };
  }
  const requirements = str(auth.password_requirements, '');
  const external: Record<string, ExternalProviderConfig> = {};
  for (const [name, value] of Object.entries(table(auth.external))) {
    const provider = table(value);
    external[name] = {
      enabled: bool(provider.enabled, false),
      clientId: str(provider.client_id, ''),
      secret: str(provider.secret, ''),
      redirectUri: str(provider.redirect_uri, ''),
      url: str(provider.url, ''),
      skipNonceCheck: bool(provider.skip_nonce_check, false),
      emailOptional: bool(provider.email_optional, false),
    };
  }
  return {
    projectId: str(root.project_id, 'local'),
    api: {
      port: num(api.port, DEFAULT_API_PORT),
      schemas: strs(api.schemas, ['public', 'graphql_public']),
      extraSearchPath: strs(api.extra_search_path, ['public', 'extensions']),
      maxRows: num(api.max_rows, 1000),
    },
    db: { port: num(db.port, DEFAULT_DB_PORT), vault },
    auth: {
      siteUrl: str(auth.site_url, 'http://127.0.0.1:3000'),
      additionalRedirectUrls: strs(auth.additional_redirect_urls, []),
      jwtExpiry: num(auth.jwt_expiry, 3600),
      signingKeysPath: str(auth.signing_keys_path, ''),
      enableRefreshTokenRotation: bool(auth.enable_refresh_token_rotation, true),
      refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
      enableSignup: bool(auth.enable_signup, true),
      enableAnonymousSignIns: bool(auth.enable_anonymous_sign_ins, false),
      enableManualLinking: bool(auth.enable_manual_linking, false),
      external,
      minimumPasswordLength: num(auth.minimum_password_length, 6),
      passwordRequirements: ([
        'letters_digits',
        'lower_upper_letters_digits',
        'lower_upper_letters_digits_symbols',
      ].includes(requirements)
        ? requirements
        : '') as ProjectConfig['auth']['passwordRequirements'],
      rateLimit: {
        emailSent: num(rate.email_sent, 2),
        tokenRefresh: num(rate.token_refresh, 150),
        signInSignUps: num(rate.sign_in_sign_ups, 30),
        tokenVerifications: num(rate.token_verifications, 30),
        anonymousUsers: num(rate.anonymous_users, 30),
      },
      // The CLI's config template turns TOTP off; a project opts in with [auth.mfa.totp].
      mfa: {
        maxEnrolledFactors: num(mfa.max_enrolled_factors, 10),
        totp: {
          enrollEnabled: bool(totp.enroll_enabled, false),
          verifyEnabled: bool(totp.verify_enabled, false),
        },
        webAuthn: {
          enrollEnabled: bool(webAuthn.enroll_enabled, false),
          verifyEnabled: bool(webAuthn.verify_enabled, false),
        },
      },
      email: {
        enableSignup: bool(email.enable_signup, true),
        enableConfirmations: bool(email.enable_confirmations, false),
        doubleConfirmChanges: bool(email.double_confirm_changes, true),
        securePasswordChange: bool(email.secure_password_change, false),
        maxFrequencySeconds: parseDuration(email.max_frequency, 1),
        otpLength: num(email.otp_length, 6),
        otpExpiry: num(email.otp_expiry, 3600),
        // As the CLI: defining the table turns it on unless it says `enabled = false`.
        smtp: { enabled: smtp ? bool(smtp.enabled, true) : false },
      },
    },
    storage: { fileSizeLimit: parseSize(storage.file_size_limit, 50 * 1024 ** 2) },
    realtime: {
      maxConcurrentUsers: 200,
      maxChannelsPerClient: 100,
      maxJoinsPerSecond: 100,
      maxEventsPerSecond: 100,
    },
    functions,
    edgeRuntime: { timeoutMs: num(table(root.edge_runtime).timeout_ms, 150_000) },
  };
}

/** Walks up from `from` to the folder holding `supabase/config.toml`. */
export function findProjectDir(from: string = process.cwd()): string | undefined {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'supabase', 'config.toml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export function loadProjectConfig(projectDir: string | undefined): ProjectConfig {
  const file = projectDir ? join(projectDir, 'supabase', 'config.toml') : undefined;
  return parseProjectConfig(file && existsSync(file) ? readFileSync(file, 'utf8') : '');
}

/** The private JWKs `[auth] signing_keys_path` names, read as the CLI reads them (relative to `supabase/`). */
export function loadSigningKeysFile(projectDir: string | undefined, path: string): JWK[] {
  if (path === '') return [];
  const file = resolve(projectDir ? join(projectDir, 'supabase') : process.cwd(), path);
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${file}: signing keys must be a JSON array of JWKs`);
  return parsed as JWK[];
}
