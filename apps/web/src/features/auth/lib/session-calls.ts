/**
 * The SDK calls that follow and end a session, imported (`loadSessionCalls`) once the data
 * services have loaded: each SDK call brings zod with it, which the app's entry, and so
 * `/sign-in`'s form, does without.
 */
export { closeRealtime, getUser, isTeamboardError, onSessionChange, signOut } from '@teamboard/sdk';
