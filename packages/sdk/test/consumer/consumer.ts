// A program written as an app developer would, against the packed SDK and
// supabase-js 2.x: their own client, wrapped with fromSupabaseClient.
// Prints one JSON line of what it saw. Run by test/packed-consumer.test.ts.
import { createClient } from '@supabase/supabase-js';
import {
  type BoardChange,
  type Database,
  createCard,
  fromSupabaseClient,
  getBoard,
  isTeamboardError,
  listCards,
  listLists,
  signInWithPassword,
  signOut,
  subscribeToBoard,
} from '@teamboard/sdk';

const [url, key, email, password, boardId] = process.argv.slice(2);
if (!url || !key || !email || !password || !boardId)
  throw new Error('usage: consumer <url> <key> <email> <password> <boardId>');

const supabase = createClient<Database>(url, key, { auth: { persistSession: false } });
const client = fromSupabaseClient(supabase);

const session = await signInWithPassword(client, { email, password });
const board = await getBoard(client, boardId);
const [lists, cards] = await Promise.all([listLists(client, boardId), listCards(client, boardId)]);

const changes: BoardChange[] = [];
let arrived: () => void = () => undefined;
const inserted = new Promise<void>((resolve) => (arrived = resolve));
const subscription = subscribeToBoard(client, boardId, {
  onChange: (change) => {
    changes.push(change);
    if (change.table === 'cards' && change.type === 'INSERT') arrived();
  },
});
await subscription.ready;
const firstList = lists[0];
if (firstList === undefined) throw new Error('the board has no list');
const card = await createCard(client, { listId: firstList.id, title: 'From the packed SDK' });
await inserted;

let errorCode: string | undefined;
try {
  await getBoard(client, crypto.randomUUID());
} catch (error) {
  if (isTeamboardError(error)) errorCode = error.code;
}

await subscription.unsubscribe();
await signOut(client, { scope: 'local' });
console.log(
  JSON.stringify({
    userEmail: session.user.email,
    boardName: board.name,
    lists: lists.length,
    cards: cards.length,
    liveInsert: changes.some((change) => change.table === 'cards' && change.row?.id === card.id),
    errorCode,
  }),
);
