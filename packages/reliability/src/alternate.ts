/**
 * Times two calls in turns: one warm-up of each, then `samples` rounds of one call of each, the
 * first of a round swapped every round. A change in the machine's load then falls on both alike,
 * and neither always runs in the other's wake (its garbage, its cache), so their ratio is fair.
 */
export async function sampleAlternately(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  samples: number,
): Promise<{ a: number[]; b: number[] }> {
  const times = { a: [] as number[], b: [] as number[] };
  const timed = async (fn: () => Promise<unknown>, into: number[]) => {
    const t = performance.now();
    await fn();
    into.push(performance.now() - t);
  };
  await a();
  await b();
  for (let i = 0; i < samples; i++) {
    if (i % 2 === 0) {
      await timed(a, times.a);
      await timed(b, times.b);
    } else {
      await timed(b, times.b);
      await timed(a, times.a);
    }
  }
  return times;
}
