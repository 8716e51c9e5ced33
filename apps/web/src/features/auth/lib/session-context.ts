import type { AuthSession } from '@teamboard/sdk';
import { createContext } from 'react';

/** `loading` until the stored session is restored (INITIAL_SESSION), so nothing flashes. */
export type SessionState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'signed-out';
      /**
       * `none`: nobody was signed in; `user`: signed out on purpose in this
       * tab; `ended`: the session ended elsewhere (another tab, revoked, expired).
       */
      readonly reason: 'none' | 'user' | 'ended';
    }
  | {
      readonly status: 'signed-in';
      readonly session: AuthSession;
      /** Signed in by a recovery link: the user must set a new password before going anywhere. */
      readonly recovering: boolean;
    };

export interface SessionContextValue {
  readonly state: SessionState;
  /**
   * Signs this device out (`global`: every device, after the server confirms); the SIGNED_OUT
   * event then clears caches, and the guards leave for /sign-in.
   */
  readonly signOut: (scope?: 'local' | 'global') => Promise<void>;
  /** Ends the recovery state once the new password is set. */
  readonly finishRecovery: () => void;
  /** Read synchronously after an exchange, before React has re-rendered. */
  readonly isRecovering: () => boolean;
}

export const SessionContext = createContext<SessionContextValue | undefined>(undefined);
