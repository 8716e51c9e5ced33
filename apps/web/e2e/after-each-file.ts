import { afterAll } from 'vitest';
import { closeOpenContexts } from './browser';

// A setup file: it runs before each test file, so this closes what that file left open.
afterAll(closeOpenContexts);
