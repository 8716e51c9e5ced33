import { describe, expectTypeOf, it } from 'vitest';
import type { TeamboardErrorCode } from './codes';
import type { LimitName } from '../constants';
import { isTeamboardError, TeamboardError } from './teamboard-error';

describe('TeamboardErrorCode', () => {
  it('is exactly the catalogue of PRODUCT.md §8', () => {
    expectTypeOf<TeamboardErrorCode>().toEqualTypeOf<
      | 'auth/invalid-credentials'
      | 'auth/email-not-confirmed'
      | 'auth/user-already-exists'
      | 'auth/weak-password'
      | 'auth/session-expired'
      | 'auth/rate-limited'
      | 'validation'
      | 'not-found'
      | 'forbidden'
      | 'conflict'
      | 'limit-reached'
      | 'payload-too-large'
      | 'unsupported-file-type'
      | 'network'
      | 'timeout'
      | 'realtime/disconnected'
      | 'function-failed'
      | 'unknown'
    >();
  });

  it('is closed: not widened to string', () => {
    expectTypeOf<string>().not.toExtend<TeamboardErrorCode>();
    expectTypeOf<'rate-limited'>().not.toExtend<TeamboardErrorCode>();
  });

  it('types the error fields', () => {
    expectTypeOf<TeamboardError['code']>().toEqualTypeOf<TeamboardErrorCode>();
    expectTypeOf<TeamboardError['retryable']>().toEqualTypeOf<boolean>();
    expectTypeOf<TeamboardError['status']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<TeamboardError['issues']>().toEqualTypeOf<
      readonly { readonly path: readonly string[]; readonly message: string }[]
    >();
  });

  it('allows exhaustive switches', () => {
    function label(code: TeamboardErrorCode): string {
      switch (code) {
        case 'auth/invalid-credentials':
        case 'auth/email-not-confirmed':
        case 'auth/user-already-exists':
        case 'auth/weak-password':
        case 'auth/session-expired':
        case 'auth/rate-limited':
          return 'auth';
        case 'validation':
        case 'not-found':
        case 'forbidden':
        case 'conflict':
        case 'limit-reached':
        case 'payload-too-large':
        case 'unsupported-file-type':
          return 'request';
        case 'network':
        case 'timeout':
        case 'realtime/disconnected':
        case 'function-failed':
        case 'unknown':
          return 'transport';
        default: {
          const never: never = code;
          return never;
        }
      }
    }
    expectTypeOf(label).returns.toEqualTypeOf<string>();
  });

  it('refuses unknown codes at compile time', () => {
    // @ts-expect-error -- not in the catalogue
    new TeamboardError({ code: 'rate-limited' });
  });
});

describe('isTeamboardError with codes', () => {
  it('narrows code and reason: a limit name for limit-reached', () => {
    const error: unknown = new TeamboardError({ code: 'limit-reached', reason: 'cardsPerBoard' });
    if (isTeamboardError(error, 'limit-reached')) {
      expectTypeOf(error.code).toEqualTypeOf<'limit-reached'>();
      expectTypeOf(error.reason).toEqualTypeOf<LimitName | undefined>();
    }
    if (isTeamboardError(error, 'conflict', 'not-found')) {
      expectTypeOf(error.code).toEqualTypeOf<'conflict' | 'not-found'>();
      expectTypeOf(error.reason).toEqualTypeOf<string | undefined>();
    }
  });
});
