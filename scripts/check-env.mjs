// Runs before `pnpm test`: the browser tests need a Chromium binary, and the
// suite must run on the pinned Node, not on whatever the machine has.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(`check-env: Node ${process.version} found; run scripts through pnpm so the pinned Node 24 is used.`);
  process.exit(1);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `check-env: no Chromium at ${chromium}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('check-env: installing Chromium for the browser tests (apt-get install chromium)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
