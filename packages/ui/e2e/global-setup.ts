import { buildStorybook } from './static-storybook';

// The acceptance tests check what designers open: the built static Storybook, built fresh.
// STORYBOOK_STATIC_REUSE=1 reuses an existing build while iterating locally.
export default function setup(): void {
  buildStorybook({ ifMissing: process.env.STORYBOOK_STATIC_REUSE === '1' });
}
