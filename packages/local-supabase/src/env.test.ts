import { afterEach, describe, expect, it } from 'vitest';
import { backendEnv } from './env';

describe('backendEnv.workerBase', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('passes a worker what it needs to fetch through a re-signing proxy, and no secret of the backend', () => {
    process.env.NODE_EXTRA_CA_CERTS = '/etc/ssl/certs/proxy.pem';
    process.env.HTTPS_PROXY = 'http://127.0.0.1:3128';
    process.env.DATABASE_URL = 'postgresql://postgres:secret@127.0.0.1:5432/postgres';
    process.env.DENO_CERT = '';

    const base = backendEnv.workerBase();

    expect(base.NODE_EXTRA_CA_CERTS).toBe('/etc/ssl/certs/proxy.pem');
    expect(base.HTTPS_PROXY).toBe('http://127.0.0.1:3128');
    expect(base).not.toHaveProperty('DATABASE_URL');
    // An empty variable is not set: Deno would read `DENO_CERT=''` as a file named ''.
    expect(base).not.toHaveProperty('DENO_CERT');
    expect(Object.keys(base)).toEqual(expect.arrayContaining(['PATH', 'HOME']));
  });
});
