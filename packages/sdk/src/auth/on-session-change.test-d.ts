import { describe, expectTypeOf, it } from 'vitest';
import type { SessionEvent, SessionEventType } from './on-session-change';
import type { AuthSession } from './types';

describe('SessionEvent', () => {
  it('has exactly the six events of PRODUCT.md §4', () => {
    expectTypeOf<SessionEventType>().toEqualTypeOf<
      | 'INITIAL_SESSION'
      | 'SIGNED_IN'
      | 'TOKEN_REFRESHED'
      | 'USER_UPDATED'
      | 'PASSWORD_RECOVERY'
      | 'SIGNED_OUT'
    >();
  });

  it('narrows the session by event', () => {
    expectTypeOf<Extract<SessionEvent, { type: 'SIGNED_OUT' }>['session']>().toEqualTypeOf<undefined>();
    expectTypeOf<Extract<SessionEvent, { type: 'SIGNED_IN' }>['session']>().toEqualTypeOf<AuthSession>();
    expectTypeOf<
      Extract<SessionEvent, { type: 'PASSWORD_RECOVERY' }>['session']
    >().toEqualTypeOf<AuthSession>();
    expectTypeOf<Extract<SessionEvent, { type: 'INITIAL_SESSION' }>['session']>().toEqualTypeOf<
      AuthSession | undefined
    >();
  });
});
