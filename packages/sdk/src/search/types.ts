import type { Database } from '../database.types';
import type { Card } from '../cards/types';

/**
 * One card found by a search. `snippet` is plain text where the matched words
 * are wrapped in `<mark>`…`</mark>`; everything else is the card's own text,
 * not HTML: split it with {@link snippetParts}, never render it as markup.
 * `archived` is true when the card, its list or its board is archived.
 */
export type SearchResult = Database['public']['Functions']['search_workspace']['Returns'][number];

/** A piece of a snippet: text, and whether it is a matched word. */
export interface SnippetPart {
  readonly text: string;
  readonly match: boolean;
}

/** A card assigned to the signed-in user, with the board and list it is on. */
export type MyCard = Card & {
  readonly board: { readonly id: string; readonly name: string };
  readonly list: { readonly id: string; readonly name: string };
};
