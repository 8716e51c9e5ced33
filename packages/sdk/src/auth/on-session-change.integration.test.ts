import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, codeFromEmail, startBackend, testClient, uniqueEmail } from '../../test/local-backend';
import { exchangeCodeForSession } from './exchange-code-for-session';
import { onSessionChange, type SessionEvent } from './on-session-change';
import { refreshSession } from './refresh-session';
import { requestPasswordReset } from './request-password-reset';
import { signInWithPassword } from './sign-in-with-password';
import { signOut } from './sign-out';
import { signUp } from './sign-up';
import { updatePassword } from './update-password';
import { updateProfileMetadata } from './update-profile-metadata';

const CALLBACK = `${APP_URL}/auth/callback`;

/** Resolves once `events` holds `count` entries; supabase-js emits some of them after the call returns. */
async function until(events: readonly unknown[], count: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (events.length < count) {
    if (Date.now() > deadline) throw new Error(`only ${String(events.length)} of ${String(count)} events`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('onSessionChange', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('delivers the six §4 events, in order, through a whole session', async () => {
    const email = uniqueEmail('lifecycle');
    const { client } = testClient(backend);
    const events: SessionEvent[] = [];
    const stop = onSessionChange(client, (event) => events.push(event));
    await until(events, 1);

    await signUp(
      client,
      { email, password: 'first-secret-1', displayName: 'Lin' },
      { emailRedirectTo: CALLBACK },
    );
    const signedIn = await exchangeCodeForSession(
      client,
      await codeFromEmail(backend, email, /confirm your signup/i),
    );
    await until(events, 2);
    const refreshed = await refreshSession(client);
    await until(events, 3);
    await updateProfileMetadata(client, { displayName: 'Lin Chen' });
    await until(events, 4);
    await requestPasswordReset(client, { email }, { redirectTo: CALLBACK });
    await exchangeCodeForSession(client, await codeFromEmail(backend, email, /reset your password/i));
    await until(events, 5);
    await updatePassword(client, { password: 'second-secret-2' });
    await until(events, 6);
    await signOut(client, { scope: 'local' });
    await until(events, 7);

    expect(events.map((event) => event.type)).toEqual([
      'INITIAL_SESSION',
      'SIGNED_IN',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'PASSWORD_RECOVERY',
      'USER_UPDATED',
      'SIGNED_OUT',
    ]);
    const [initial, signIn, refresh, renamed, recovery, , signedOut] = events;
    expect(initial?.session).toBeUndefined();
    expect(signIn?.session?.accessToken).toBe(signedIn.accessToken);
    expect(refresh?.session?.refreshToken).toBe(refreshed.refreshToken);
    expect(refresh?.session?.refreshToken).not.toBe(signedIn.refreshToken);
    expect(renamed?.session?.user.displayName).toBe('Lin Chen');
    expect(recovery?.session?.user.email).toBe(email);
    expect(signedOut?.session).toBeUndefined();

    stop();
    // A listener added after the stopped one is told too: once it has the sign-in, the stopped
    // listener would have had it (supabase-js tells listeners in the order they were added).
    const later: SessionEvent[] = [];
    const stopLater = onSessionChange(client, (event) => later.push(event));
    await signInWithPassword(client, { email, password: 'second-secret-2' });
    await until(later, 2);
    expect(later.map((event) => event.type)).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
    stopLater();
    expect(events).toHaveLength(7);
  });

  it('restores a stored session as INITIAL_SESSION and stops after unsubscribing', async () => {
    const email = uniqueEmail('restore');
    const { client } = testClient(backend);
    await signUp(
      client,
      { email, password: 'first-secret-1', displayName: 'Rae' },
      { emailRedirectTo: CALLBACK },
    );
    await exchangeCodeForSession(client, await codeFromEmail(backend, email, /confirm your signup/i));

    const events: SessionEvent[] = [];
    const stop = onSessionChange(client, (event) => events.push(event));
    await until(events, 1);
    expect(events[0]).toMatchObject({
      type: 'INITIAL_SESSION',
      session: { user: { email, displayName: 'Rae' } },
    });
    stop();
    const later: SessionEvent[] = [];
    const stopLater = onSessionChange(client, (event) => later.push(event));
    await refreshSession(client);
    await until(later, 2);
    expect(later.map((event) => event.type)).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED']);
    stopLater();
    expect(events).toHaveLength(1);
  });
});
