import type { LocalSupabase } from '@teamboard/local-supabase';

// Text for the search benchmarks: the same made-up words every run, so
// every run searches the same documents with the same queries.

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tu',
  'sa',
  'vel',
  'dor',
  'pi',
  'qua',
  'nix',
  'bo',
  'ter',
  'gal',
  'fen',
];
/** A made-up vocabulary: 1,200 words of two or three syllables. */
const VOCABULARY = Array.from({ length: 1_200 }, (_, i) => {
  const a = SYLLABLES[i % 15]!;
  const b = SYLLABLES[Math.floor(i / 15) % 15]!;
  const c = i >= 225 ? SYLLABLES[Math.floor(i / 225) % 15]! : '';
  return `${a}${b}${c}`;
});

/** A deterministic pseudo-random source, so every run searches the same text. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** `count` words, common words far more often than rare ones (as in real text). */
export function words(next: () => number, count: number): string {
  return Array.from({ length: count }, () => VOCABULARY[Math.floor(VOCABULARY.length * next() ** 2)]!).join(
    ' ',
  );
}

/** What people type: a whole word, two words, or the start of one (prefix match). */
export function queries(next: () => number): string[] {
  return Array.from({ length: 30 }, (_, i) => {
    const word = VOCABULARY[Math.floor(VOCABULARY.length * next())]!;
    if (i % 3 === 0) return word;
    if (i % 3 === 1) return `${word} ${VOCABULARY[Math.floor(VOCABULARY.length * next() ** 2)]!}`;
    return word.slice(0, 3);
  });
}

/**
 * Gives cards a title, a description and a comment of made-up words. Written
 * as the owner with triggers off, like seedBoard; {@link indexSearchText}
 * then builds the search documents.
 */
export async function writeSearchText(
  backend: LocalSupabase,
  cardIds: readonly string[],
  next: () => number,
  authorId: string,
): Promise<void> {
  const titles = cardIds.map(() => words(next, 4));
  const descriptions = cardIds.map(() => words(next, 25));
  const comments = cardIds.map(() => words(next, 15));
  await backend.db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    await tx.query(
      `update public.cards c set title = t.title, description = t.description
       from unnest($1::uuid[], $2::text[], $3::text[]) as t(id, title, description) where c.id = t.id`,
      [cardIds, titles, descriptions],
    );
    await tx.query(
      `insert into public.comments (card_id, author_id, body)
       select t.id, $3, t.body from unnest($1::uuid[], $2::text[]) as t(id, body)`,
      [cardIds, comments, authorId],
    );
  });
}

/** The workspace's search documents exactly as the triggers maintain them, then fresh statistics. */
export async function indexSearchText(backend: LocalSupabase, workspaceId: string): Promise<void> {
  await backend.db.query(
    `select private.refresh_card_search(c.id) from public.cards c
     join public.boards b on b.id = c.board_id where b.workspace_id = $1`,
    [workspaceId],
  );
  await backend.db.query('analyze');
}
