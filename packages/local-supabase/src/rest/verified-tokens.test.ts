import { describe, expect, it } from 'vitest';
import { VerifiedTokens, type Caller } from './verified-tokens';

function setup() {
  let now = 1_000_000_000_000;
  const checked: string[] = [];
  const tokens = new VerifiedTokens(
    (token) => {
      if (token === undefined) return Promise.resolve({ role: 'anon', claims: { role: 'anon' } });
      checked.push(token);
      if (token.startsWith('bad')) return Promise.reject(new Error('invalid signature'));
      const exp = token.startsWith('forever') ? undefined : Math.floor(now / 1000) + 60;
      const caller: Caller = { role: 'authenticated', claims: { sub: token, ...(exp ? { exp } : {}) } };
      return Promise.resolve(caller);
    },
    () => now,
  );
  return { tokens, checked, advance: (ms: number) => (now += ms) };
}

describe('VerifiedTokens', () => {
  it('verifies a token once while it is valid and again once it expired', async () => {
    const { tokens, checked, advance } = setup();
    expect((await tokens.caller('a')).claims.sub).toBe('a');
    expect((await tokens.caller('a')).claims.sub).toBe('a');
    expect(checked).toEqual(['a']);
    advance(61_000);
    await tokens.caller('a');
    expect(checked).toEqual(['a', 'a']);
  });

  it('never remembers a failure and keys on the whole token', async () => {
    const { tokens, checked } = setup();
    expect(await tokens.caller(undefined)).toEqual({ role: 'anon', claims: { role: 'anon' } });
    await expect(tokens.caller('bad.sig')).rejects.toThrow('invalid signature');
    await expect(tokens.caller('bad.sig')).rejects.toThrow('invalid signature');
    await tokens.caller('a.sig');
    await tokens.caller('a.sig2');
    expect(checked).toEqual(['bad.sig', 'bad.sig', 'a.sig', 'a.sig2']);
  });

  it('checks a token without expiry again after a minute', async () => {
    const { tokens, checked, advance } = setup();
    await tokens.caller('forever');
    advance(59_000);
    await tokens.caller('forever');
    advance(2_000);
    await tokens.caller('forever');
    expect(checked).toEqual(['forever', 'forever']);
  });

  it('hands out claims that cannot be changed for the next request', async () => {
    const { tokens } = setup();
    await tokens.caller('a');
    const { claims } = await tokens.caller('a');
    expect(() => {
      claims.role = 'service_role';
    }).toThrow(TypeError);
  });

  it('keeps at most a thousand tokens, forgetting the least recently used', async () => {
    const { tokens, checked } = setup();
    for (let i = 0; i < 1001; i++) await tokens.caller(`t${i}`);
    await tokens.caller('t1000');
    await tokens.caller('t0');
    expect(checked.slice(1001)).toEqual(['t0']);
  });
});
