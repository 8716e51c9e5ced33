import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../log';
import { BOOT_FAILED_MARKER, READY_MARKER } from './worker-bootstrap';
import { backendEnv } from '../env.js';

export interface WorkerOptions {
  name: string;
  deno: string;
  bootstrapPath: string;
  entryPath: string;
  /** `--config <deno.json>`, `--import-map <file>` or `--no-config`: where its dependencies are named. */
  configFlags: string[];
  env: Record<string, string>;
  log: Logger;
  /** How long a boot may take before it counts as failed. */
  bootTimeoutMs: number;
}

export class BootError extends Error {}

/** The reason the worker printed after the boot-failed marker (a JSON string). */
function bootReason(rest: string): string {
  try {
    const reason: unknown = JSON.parse(rest.trim());
    return typeof reason === 'string' && reason ? reason : 'unknown error';
  } catch {
    return 'unknown error';
  }
}

/** One warm Deno process serving one function on a loopback port. */
export class FunctionWorker {
  private child: ChildProcess | undefined;
  readonly ready: Promise<number>;
  private exited = false;

  constructor(private readonly options: WorkerOptions) {
    this.ready = this.boot();
    // A boot failure is reported to the request that waits for it; nobody else needs to see it.
    this.ready.catch(() => undefined);
  }

  get alive(): boolean {
    return !this.exited;
  }

  private boot(): Promise<number> {
    const { name, deno, bootstrapPath, entryPath, configFlags, env, log } = this.options;
    return new Promise<number>((resolve, reject) => {
      const child = spawn(
        deno,
        [
          'run',
          '--allow-all',
          '--no-prompt',
          '--quiet',
          ...configFlags,
          bootstrapPath,
          pathToFileURL(entryPath).href,
        ],
        {
          env: { ...env, NO_COLOR: '1', ...backendEnv.workerBase() },
          // stdin stays open for the worker's life: its end tells the worker the backend died.
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      this.child = child;
      const timer = setTimeout(() => {
        reject(new BootError(`function ${name} did not start in ${this.options.bootTimeoutMs} ms`));
        this.stop();
      }, this.options.bootTimeoutMs);
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.startsWith(READY_MARKER)) {
          clearTimeout(timer);
          resolve(Number(line.slice(READY_MARKER.length).trim()));
        } else if (line.startsWith(BOOT_FAILED_MARKER)) {
          clearTimeout(timer);
          reject(
            new BootError(
              `function ${name} failed to boot: ${bootReason(line.slice(BOOT_FAILED_MARKER.length))}`,
            ),
          );
        } else {
          log.info(`[${name}] ${line}`);
        }
      });
      createInterface({ input: child.stderr }).on('line', (line) => log.warn(`[${name}] ${line}`));
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(new BootError(`could not start deno for ${name}: ${error.message}`));
      });
      child.on('exit', () => {
        this.exited = true;
        clearTimeout(timer);
        reject(new BootError(`function ${name} exited while booting`));
      });
    });
  }

  stop(): void {
    this.exited = true;
    if (this.child && this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}
