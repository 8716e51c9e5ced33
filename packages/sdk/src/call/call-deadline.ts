/**
 * Signals that carry a per-call deadline. The transport skips the client's
 * per-request `timeoutMs` for requests made under one of them, so a call's own
 * `timeoutMs` overrides the client's rather than racing it.
 */
const deadlineSignals = new WeakSet<AbortSignal>();

export function markCallDeadline(signal: AbortSignal): void {
  deadlineSignals.add(signal);
}

export function hasCallDeadline(signal: AbortSignal | null | undefined): boolean {
  return signal !== null && signal !== undefined && deadlineSignals.has(signal);
}
