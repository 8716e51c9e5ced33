import type { CDPSession, Page } from 'playwright-core';

/**
 * `BENCH_PROFILE=<name>`: the CPU profile of one measured step of that name, printed as its
 * functions by self time and as its time per script file (with `BENCH_MINIFY=off`, under the
 * code's own names), to find what a slow step spends its time on. Not for figures: the profiler
 * slows the page it watches.
 */
export async function startProfile(page: Page, name: string): Promise<CDPSession | null> {
  if (process.env.BENCH_PROFILE !== name) return null;
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  // Every 0.1 ms: at the default 1 ms a step of 100–200 ms has too few samples to rank functions.
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  return session;
}

/** Stops `session`'s profile (none: nothing) and writes its summary under `label` to stderr. */
export async function printProfile(session: CDPSession | null, label: string): Promise<void> {
  if (!session) return;
  const { profile } = await session.send('Profiler.stop');
  // Each sample stands for the time until the next one, not an even share: a sample taken late
  // (the thread busy in native code) covers more, and an even share gave a few such samples
  // tens of milliseconds each.
  const msById = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => msById.set(id, (msById.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop() || '(no file)';
    const ms = msById.get(node.id) ?? 0;
    const name = `${functionName || '(anonymous)'} ${file}:${String(lineNumber + 1)}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const top = (entries: Map<string, number>, count: number) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${name}`)
      .join('\n');
  process.stderr.write(
    `${label} profile, self time by function:\n${top(byFunction, 30)}\n${label} profile, self time by file:\n${top(byFile, 20)}\n`,
  );
}
