/** Every environment variable the harness reads, in one place. */
export const harnessEnv = {
  /** Another project to test than this repository's (the harness's own test names a broken copy). */
  projectDir: process.env.RELIABILITY_PROJECT_DIR,
  /** Debian's Chromium unless another is named; never a downloaded one. */
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
} as const;
