import type { TeamboardSupabaseClient } from '../client';

/** What the registry needs from a live subscription. */
export interface Closable {
  /** The channel's topic: one subscription per topic and client. */
  readonly key: string;
  /** Set once `close()` has been called; settles when the channel is gone. */
  readonly closing: Promise<void> | null;
  close(): Promise<void>;
}

const open = new WeakMap<TeamboardSupabaseClient, Set<Closable>>();

export function register(supabase: TeamboardSupabaseClient, subscription: Closable): void {
  let set = open.get(supabase);
  if (set === undefined) open.set(supabase, (set = new Set()));
  set.add(subscription);
}

export function unregister(supabase: TeamboardSupabaseClient, subscription: Closable): void {
  open.get(supabase)?.delete(subscription);
}

export function openSubscriptions(supabase: TeamboardSupabaseClient): Closable[] {
  return [...(open.get(supabase) ?? [])];
}
