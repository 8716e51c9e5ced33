/**
 * The SDK calls that follow and end a session, and the watch for one ended elsewhere, imported
 * (`loadSessionCalls`) once the data services have loaded: each SDK call brings zod with it,
 * which the app's entry, and so `/sign-in`'s form, does without.
 */
export { closeRealtime, onSessionChange, signOut } from '@teamboard/sdk';
export { watchForEndedSession } from './watch-for-ended-session';
