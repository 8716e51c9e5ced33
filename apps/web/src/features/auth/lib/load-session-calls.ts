/** The session's SDK calls, in their own chunk (see `session-calls.ts`). */
export const loadSessionCalls = () => import('./session-calls');

export type SessionCalls = Awaited<ReturnType<typeof loadSessionCalls>>;
