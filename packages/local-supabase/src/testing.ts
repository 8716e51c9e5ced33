// Helpers for other packages' integration tests: they go through the real HTTP APIs.
export { createUserWithSession } from './auth/testing';
export type { AuthTarget, TestSession } from './auth/testing';
