import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Installs a fresh project with npm, as its users would, without the network:
 * every package comes from what `pnpm install` already put in this workspace
 * (the pnpm store's files), each packed into a local tarball, and npm is
 * pointed at a registry that does not exist, so a missing package fails
 * instead of being fetched.
 */
const exec = promisify(execFile);

/** An address nothing listens on: any registry request npm tries fails at once. */
const NO_REGISTRY = 'http://127.0.0.1:9';

interface Installed {
  name: string;
  version: string;
  dir: string;
}

function readManifest(dir: string): { name: string; version: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    dependencies?: Record<string, string>;
  };
}

/** Node's lookup: `node_modules/<name>` in `from` or the nearest folder above it that has one. */
function locate(from: string, name: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) {
      throw new Error(
        `${name} is not installed next to ${from}: run \`pnpm install\` at the repository root first`,
      );
    }
  }
}

/** `roots` as this workspace resolved them from `from`, and everything they depend on. */
export function installedClosure(from: string, roots: readonly string[]): Installed[] {
  const found = new Map<string, Installed>();
  const queue = roots.map((name) => locate(from, name));
  for (let dir = queue.pop(); dir !== undefined; dir = queue.pop()) {
    const { name, version, dependencies = {} } = readManifest(dir);
    const seen = found.get(name);
    if (seen !== undefined) {
      // npm installs one copy per name here; two versions would need a nested layout this helper does not build.
      if (seen.version !== version) throw new Error(`two versions of ${name} (${seen.version}, ${version})`);
      continue;
    }
    found.set(name, { name, version, dir });
    for (const dependency of Object.keys(dependencies)) queue.push(locate(dir, dependency));
  }
  return [...found.values()];
}

/** `<dir>/<file>`: the package folder as npm's tarball layout (`package/…`). */
async function packFolder(source: string, destination: string, file: string): Promise<void> {
  const staging = mkdtempSync(join(tmpdir(), 'teamboard-pack-'));
  try {
    // A copy, not the folder itself: the store links files of equal content to one inode, which tar
    // would record as hard links that npm's extraction drops.
    cpSync(source, join(staging, 'package'), { recursive: true, dereference: true });
    await exec('tar', ['-czf', join(destination, file), '-C', staging, 'package']);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** npm, or a message saying what to install. */
export async function requireNpm(): Promise<void> {
  await exec('npm', ['--version']).catch(() => {
    throw new Error('this test installs a project with npm: install Node.js with npm (https://nodejs.org)');
  });
}

/**
 * Packs every package in `packages` into `project` and returns the `file:`
 * spec of each by name, for the project's dependencies and for `overrides`
 * (which makes npm take the local tarball for a dependency of a dependency too).
 */
export async function packForOffline(
  project: string,
  packages: readonly Installed[],
): Promise<Record<string, string>> {
  mkdirSync(project, { recursive: true });
  const specs: Record<string, string> = {};
  await Promise.all(
    packages.map(async ({ name, version, dir }) => {
      const file = `${name.replace('@', '').replace('/', '-')}-${version}.tgz`;
      await packFolder(dir, project, file);
      specs[name] = `file:./${file}`;
    }),
  );
  return specs;
}

/** `npm install` in `project`, offline and with no reachable registry. */
export async function npmInstallOffline(project: string): Promise<void> {
  await exec(
    'npm',
    [
      'install',
      '--offline',
      `--registry=${NO_REGISTRY}`,
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
    ],
    { cwd: project },
  ).catch((error: Error & { stderr?: string }) => {
    throw new Error(
      `npm install of the packed SDK failed offline; a package it needs is missing from the local tarballs:\n${error.stderr ?? error.message}`,
    );
  });
}
