import { createServer } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadProjectConfig } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devEnvironment } from '../../scripts/dev.mjs';
import {
  createUser,
  projectDir,
  serverVariant,
  startBackend,
  variants,
  type TestBackend,
} from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

/** A port nothing listens on right now: where a web app "runs" for the links under test. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('pnpm dev --port --web-port', () => {
  const config = loadProjectConfig(projectDir);

  it('moves the site URL, and with it every email link, to the web port', () => {
    const env = devEnvironment(config, { port: 55441, webPort: 5373 });
    const site = new URL(config.auth.siteUrl);
    site.port = '5373';
    expect(env).toEqual({
      LOCAL_SUPABASE_PORT: '55441',
      LOCAL_SUPABASE_SITE_URL: site.origin,
      WEB_PORT: '5373',
      WEB_HOST: site.hostname,
    });
  });

  it('without ports, leaves config.toml in charge', () => {
    const env = devEnvironment(config, {});
    expect(env.LOCAL_SUPABASE_SITE_URL).toBe(new URL(config.auth.siteUrl).origin);
    expect(env.WEB_PORT).toBe(new URL(config.auth.siteUrl).port);
    expect(env.LOCAL_SUPABASE_PORT).toBeUndefined();
  });
});

// The backend on a port of its own (never 54321) and the app on another origin, as in any real
// deployment: every email link must lead to the app, and the scheduled mention email must reach
// this backend's functions.
for (const variant of variants) {
  describe(
    `backend on another port, app on another origin (${variant.name})`,
    serverVariant(variant.server),
    () => {
      let t: TestBackend;
      let f: Fixture;
      let site: string;
      let admin: SupabaseClient;

      beforeAll(async () => {
        // The site URL `pnpm dev --web-port` gives the backend (`--site-url`).
        site = devEnvironment(loadProjectConfig(projectDir), {
          webPort: await freePort(),
        }).LOCAL_SUPABASE_SITE_URL;
        t = await startBackend(variant, { projectUrl: true, auth: { siteUrl: site } });
        expect(new URL(t.backend.apiUrl).port).not.toBe('54321');
        f = await createFixture(t.backend.db);
        admin = await clientFor(t.backend, f.users.admin);
      });
      afterAll(async () => t?.stop());

      it('the sign-up confirmation goes to /auth/callback on the app that asked, keeping next=', async () => {
        // A second dev server on another loopback port: GoTrue honours loopback redirects on any port.
        const app = `http://127.0.0.1:${String(await freePort())}`;
        const callback = `${app}/auth/callback?next=${encodeURIComponent('/invite/abc')}`;
        const email = `signup-${f.workspaceId}@example.test`;
        const anon = createClient(t.backend.apiUrl, t.backend.anonKey, { auth: { persistSession: false } });
        const { error } = await anon.auth.signUp({
          email,
          password: 'correct-horse-1',
          options: { emailRedirectTo: callback },
        });
        expect(error).toBeNull();
        const mail = await t.backend.mailbox.waitFor(email, { timeoutMs: 10_000 });
        const verify = mail.links.find((l) => l.includes('/auth/v1/verify'));
        expect(verify && new URL(verify).searchParams.get('redirect_to')).toBe(callback);
        const response = await fetch(verify!, { redirect: 'manual' });
        const landed = new URL(response.headers.get('location') ?? '');
        expect(`${landed.origin}${landed.pathname}`).toBe(`${app}/auth/callback`);
        expect(landed.searchParams.get('next')).toBe('/invite/abc');
      });

      it('the invitation email links to the configured site URL', async () => {
        const email = `invitee-${f.workspaceId}@example.test`;
        await createUser(t.backend.db, email);
        const invited = await admin.functions.invoke<{ invitation: unknown }>('invite-member', {
          body: { workspace_id: f.workspaceId, email, role: 'member' },
        });
        expect(invited.error).toBeNull();
        const [mail] = t.backend.mailbox.list(email);
        expect(mail?.links.find((l) => l.includes('/invite/'))).toMatch(
          new RegExp(`^${site}/invite/[A-Za-z0-9_-]{43}$`),
        );
      });

      it('a mention email arrives through the scheduled job, with links to the configured site URL', async () => {
        const member = await clientFor(t.backend, f.users.member);
        expect(
          (
            await member
              .from('notification_settings')
              .upsert({ user_id: f.users.member, email_enabled: true })
          ).error,
        ).toBeNull();
        const { error } = await admin
          .from('comments')
          .insert({ card_id: f.cardId, author_id: f.users.admin, body: `Look @[member](${f.users.member})` });
        expect(error).toBeNull();
        // Nobody invokes the sender: the cron job (every 10 s) must find this backend on its own.
        const mail = await t.backend.mailbox.waitFor(f.emails.member, { timeoutMs: 60_000 });
        expect(mail.subject).toBe('admin mentioned you on "First card" in Roadmap');
        expect(mail.links.some((l) => l.startsWith(`${site}/w/`))).toBe(true);
      }, 90_000);
    },
  );
}
