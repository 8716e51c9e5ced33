// The German story tests' Storybook: the same stories and addons as ../.storybook (the story globs
// are relative to this folder, a sibling), with German as the starting language (see preview.tsx).
export { default } from '../.storybook/main.ts';
