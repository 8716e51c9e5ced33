import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { assuranceOf } from './assurance';

const token = (claims: Record<string, unknown>) =>
  `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const user = (statuses: readonly ('verified' | 'unverified')[]) =>
  ({ factors: statuses.map((status) => ({ status })) }) as unknown as Session['user'];

describe('assuranceOf', () => {
  it('asks for a second factor when the user has a verified one and the token is aal1', () => {
    expect(assuranceOf({ access_token: token({ aal: 'aal1' }), user: user(['verified']) })).toEqual({
      current: 'aal1',
      next: 'aal2',
    });
  });

  it('is satisfied at aal2', () => {
    expect(assuranceOf({ access_token: token({ aal: 'aal2' }), user: user(['verified']) })).toEqual({
      current: 'aal2',
      next: 'aal2',
    });
  });

  it('does not count an enrollment never confirmed', () => {
    expect(assuranceOf({ access_token: token({ aal: 'aal1' }), user: user(['unverified']) })).toEqual({
      current: 'aal1',
      next: 'aal1',
    });
  });

  it('reads a malformed token as aal1 rather than failing', () => {
    for (const access_token of ['', 'not-a-jwt', 'a.%%%.b', `a.${btoa('[1]')}.b`]) {
      expect(assuranceOf({ access_token, user: user([]) })).toEqual({ current: 'aal1', next: 'aal1' });
    }
  });
});
