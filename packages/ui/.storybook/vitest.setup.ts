import { afterEach, beforeEach, expect } from 'vitest';

// A story that logs an error (React warnings, Radix's missing-title checks, failed props) fails,
// even when it looks right: those messages are how broken accessibility wiring shows up.
const originalError = console.error.bind(console);
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
    originalError(...args);
  };
});

afterEach(() => {
  console.error = originalError;
  expect(logged, 'console.error was called while the story rendered').toEqual([]);
});
