/**
 * The closest name for a "Perhaps you meant …" hint, as PostgREST finds it with
 * Haskell's `fuzzyset` (the algorithm of fuzzyset.js): candidates share 3-grams
 * (else 2-grams) of the normalized text, the 50 best by cosine similarity are
 * rescored by normalized Levenshtein similarity, and the best at or above
 * `minScore` wins. PostgREST asks 0.75 for table and function names and the
 * library default 0.33 for parameter lists (Error.hs `getFuzzyHint`).
 */

const normalize = (s: string) => s.toLowerCase().replace(/[^a-z0-9\u00c0-\u00ff, ]+/g, '');

function grams(value: string, size: number): Map<string, number> {
  let simple = `-${normalize(value)}-`;
  while (simple.length < size) simple += '-';
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= simple.length; i++) {
    const g = simple.slice(i, i + size);
    counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [g, n] of a) dot += n * (b.get(g) ?? 0);
  const norm = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((s, n) => s + n * n, 0));
  return dot / (norm(a) * norm(b));
}

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

export function closestName(
  candidates: readonly string[],
  value: string,
  minScore: number,
): string | undefined {
  const wanted = value.toLowerCase();
  for (const size of [3, 2]) {
    const query = grams(value, size);
    const shared = candidates
      .map((c) => ({ c, score: cosine(query, grams(c, size)) }))
      .filter((m) => m.score > 0)
      .sort((x, y) => y.score - x.score)
      .slice(0, 50);
    if (!shared.length) continue;
    const rescored = shared
      .map(({ c }) => {
        const lower = c.toLowerCase();
        return { c, score: 1 - levenshtein(wanted, lower) / Math.max(wanted.length, lower.length) };
      })
      .sort((x, y) => y.score - x.score);
    const best = rescored[0]!;
    return best.score >= minScore ? best.c : undefined;
  }
  return undefined;
}
