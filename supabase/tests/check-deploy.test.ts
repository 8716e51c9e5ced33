import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkDeploy,
  localTarget,
  projectFunctions,
  type CheckResult,
  type DeployTarget,
} from '../scripts/check-deploy.mjs';
import { serverVariant, startBackend, variants, type TestBackend } from './support/backend';

const failing = (results: CheckResult[]) => results.filter((r) => !r.ok).map((r) => r.name);

for (const variant of variants) {
  describe(
    `pnpm check:deploy against the local backend (${variant.name})`,
    serverVariant(variant.server),
    () => {
      let t: TestBackend;
      let target: DeployTarget;
      const site = 'http://localhost:55373';

      beforeAll(async () => {
        t = await startBackend(variant, { projectUrl: true, dbPort: 0, auth: { siteUrl: site } });
        target = await localTarget({ apiUrl: t.backend.apiUrl, dbUrl: t.backend.dbUrl, siteUrl: site });
      });
      afterAll(async () => {
        await target?.close();
        await t?.stop();
      });

      it('finds every setting of docs/deploy.md on a backend started as pnpm dev starts it', async () => {
        const results = await checkDeploy(target, { webUrl: site });
        expect(failing(results)).toEqual([]);
        expect(results.find((r) => r.name === 'function secret SITE_URL')?.detail).toBe(site);
        expect(results.map((r) => r.name)).toEqual(
          expect.arrayContaining([
            'auth site URL',
            'auth redirect URLs',
            'migrations',
            'Vault secret project_url',
            'Cron job',
            'function secret SITE_URL',
            ...projectFunctions().map((f) => `function ${f.name}`),
          ]),
        );
      });

      it('says the site URL is wrong when the app is elsewhere, and what to set', async () => {
        const results = await checkDeploy(target, { webUrl: 'https://app.example.com' });
        expect(failing(results)).toEqual(['auth site URL', 'auth redirect URLs']);
        expect(results.find((r) => r.name === 'auth redirect URLs')?.detail).toContain(
          'add https://app.example.com/** to the redirect URLs',
        );
      });

      it('says when the functions’ SITE_URL and the auth site URL disagree', async () => {
        const results = await checkDeploy(
          { ...target, secrets: { SITE_URL: 'http://127.0.0.1:5173' } },
          { webUrl: site },
        );
        expect(failing(results)).toEqual(['function secret SITE_URL']);
      });

      it('says notification emails stay queued while project_url is missing from Vault', async () => {
        await t.backend.db.query(`delete from vault.secrets where name = 'project_url'`);
        try {
          const results = await checkDeploy(target, { webUrl: site });
          expect(failing(results)).toEqual(['Vault secret project_url']);
          expect(results.find((r) => r.name === 'Vault secret project_url')?.detail).toContain(
            `vault.create_secret('${t.backend.apiUrl}', 'project_url')`,
          );
        } finally {
          await t.backend.db.query(`select vault.create_secret($1, 'project_url')`, [t.backend.apiUrl]);
        }
      });

      it('on a hosted target also asks for https, SMTP, the email secrets and every function deployed', async () => {
        const results = await checkDeploy(
          { ...target, kind: 'hosted', auth: { ...target.auth, smtp: false }, secrets: {}, functions: [] },
          { webUrl: site },
        );
        expect(failing(results)).toEqual(
          expect.arrayContaining([
            'auth site URL',
            'auth email (SMTP)',
            'function secret SITE_URL',
            'function secret RESEND_API_KEY',
            'function secret EMAIL_FROM',
            'function invite-member',
          ]),
        );
      });
    },
  );
}
