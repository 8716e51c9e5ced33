/** The longest name fragment looked up after `@`. */
const MAX_QUERY = 30;

/**
 * The `@…` being typed at the caret, if any: an `@` at the start or after
 * whitespace, then no whitespace up to the caret. `start` is where the `@` is.
 */
export function mentionQueryAt(text: string, caret: number): { query: string; start: number } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@[\]()]{0,30})$/.exec(before);
  if (!match || match[2]!.length > MAX_QUERY) return null;
  return { query: match[2]!, start: caret - match[2]!.length - 1 };
}

/** Members whose name has a word starting with the query (case- and accent-insensitive), best first. */
export function matchPeople<P extends { name: string }>(people: readonly P[], query: string, max = 8): P[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query);
  return people
    .map((person) => {
      const name = fold(person.name);
      const rank = name.startsWith(q) ? 0 : name.split(/\s+/).some((word) => word.startsWith(q)) ? 1 : -1;
      return { person, rank };
    })
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.person.name.localeCompare(b.person.name))
    .slice(0, max)
    .map((entry) => entry.person);
}
