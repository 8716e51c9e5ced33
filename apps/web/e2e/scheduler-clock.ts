import { inject } from 'vitest';
import type { ClockRequest } from './scheduler-clock-server';

// A test's side of the database scheduler's clock (see scheduler-clock-server.ts).

async function send(request: ClockRequest): Promise<void> {
  const response = await fetch(inject('schedulerClockUrl'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new Error(`scheduler clock: ${String(response.status)} ${await response.text()}`);
}

/** Moves the database scheduler's clock `ms` further ahead of real time (from a test). */
export const advanceSchedulerClock = (ms: number): Promise<void> => send({ advanceMs: Math.ceil(ms) });

/** Puts the database scheduler's clock back on real time (from a test). */
export const resetSchedulerClock = (): Promise<void> => send({ reset: true });

/** The every-minute job that sends due reminders (`private.send_due_reminders`, its migration names it). */
export const DUE_REMINDERS_JOB = 'teamboard-due-reminders';

/** Runs the database's scheduled job `name` once, now, as its schedule would (from a test). */
export const runScheduledJob = (name: string): Promise<void> => send({ runJob: name });
