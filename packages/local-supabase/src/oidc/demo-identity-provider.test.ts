import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadProjectConfig } from '../project/project-config';
import { demoExternalProviders, demoProviderPort } from './demo-identity-provider';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

describe('demoProviderPort', () => {
  it('finds the port the project’s config.toml points its providers at', () => {
    const { external } = loadProjectConfig(repoRoot).auth;
    expect(Object.keys(external).filter((name) => external[name]!.enabled)).toEqual(
      expect.arrayContaining(['keycloak', 'github', 'google']),
    );
    expect(demoProviderPort(external)).toBe(54330);
  });

  it('ignores disabled providers, other hosts and other paths', () => {
    const external = demoExternalProviders({
      urls: {
        keycloak: 'https://sso.example.com/realms/teamboard',
        github: 'http://127.0.0.1:4000/elsewhere',
        google: 'http://127.0.0.1:4001/google',
      },
    });
    expect(demoProviderPort({ keycloak: external.keycloak, github: external.github })).toBeUndefined();
    expect(demoProviderPort({ google: { ...external.google, enabled: false } })).toBeUndefined();
    expect(demoProviderPort(external)).toBe(4001);
  });
});
