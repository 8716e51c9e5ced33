import { exchangeCodeForSession, type AuthSession, type TeamboardClient } from '@teamboard/sdk';

const pending = new Map<string, Promise<AuthSession>>();

/**
 * A code can be exchanged once; React StrictMode runs effects twice in
 * development, so the second run must get the first run's outcome.
 */
export function exchangeOnce(client: TeamboardClient, code: string): Promise<AuthSession> {
  let exchange = pending.get(code);
  if (exchange === undefined) {
    exchange = exchangeCodeForSession(client, code);
    pending.set(code, exchange);
  }
  return exchange;
}
