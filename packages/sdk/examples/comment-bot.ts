/**
 * A Teamboard bot that answers comments: it follows a board's `comment.added`
 * events with an API token and answers every comment that starts with
 * `!bot`. Make the token as the workspace's bot (Account → API tokens, "Act
 * as the workspace's bot", or `createApiToken` with `asBot: true`), best held
 * to the boards it serves: its answers then carry the bot's name, not yours.
 *
 *   !bot due    → when the card is due
 *   !bot …      → what it can answer
 *
 * It starts at the board's latest event (older comments are not answered)
 * and stops at the first refusal, such as its token being revoked.
 *
 *   TEAMBOARD_URL=http://127.0.0.1:54321 TEAMBOARD_KEY=<anon key> TEAMBOARD_TOKEN=tbk_… \
 *     npx tsx examples/comment-bot.ts <board id>
 */
import { pathToFileURL } from 'node:url';
import {
  addComment,
  createTeamboardClient,
  getCard,
  isTeamboardError,
  listBoardEvents,
  listComments,
  type Card,
  type TeamboardClient,
  type TeamboardEvent,
} from '@teamboard/sdk';

/** How a comment asks the bot something. Its own answers never start so, so it never answers itself. */
export const BOT_COMMAND = '!bot';
/** Events asked for at once (the SDK's most). */
const PAGE = 100;

/** The bot's answer to a comment, or undefined when the comment does not ask it. */
export function answerFor(body: string, card: Pick<Card, 'title' | 'due_at'>): string | undefined {
  const text = body.trim();
  if (!text.toLowerCase().startsWith(BOT_COMMAND)) return undefined;
  const question = text.slice(BOT_COMMAND.length).trim().toLowerCase();
  if (question.startsWith('due')) {
    return card.due_at
      ? `“${card.title}” is due on ${card.due_at.slice(0, 10)}.`
      : `“${card.title}” has no due date.`;
  }
  return `Ask “${BOT_COMMAND} due” and I say when this card is due.`;
}

export interface CommentBotOptions {
  /** How long to wait between looks for new comments (default 2 s). */
  intervalMs?: number;
  /** Called after each answer is posted. */
  onAnswer?: (cardId: string, answer: string) => void;
}

export interface CommentBot {
  /** Stops after the current look. */
  stop(): Promise<void>;
  /** Settles when the bot stops: rejected with the error that stopped it (e.g. `forbidden`, `token_revoked`). */
  readonly done: Promise<void>;
}

type Cursor = Pick<TeamboardEvent, 'id' | 'occurred_at'> | undefined;

/** Reads every comment event after `after`, page by page; answers the events and the new cursor. */
async function eventsAfter(
  client: TeamboardClient,
  boardId: string,
  after: Cursor,
): Promise<{ events: TeamboardEvent[]; cursor: Cursor }> {
  const events: TeamboardEvent[] = [];
  let cursor = after;
  for (;;) {
    const page = await listBoardEvents(client, boardId, {
      limit: PAGE,
      types: ['comment.added'],
      ...(cursor ? { after: cursor } : {}),
    });
    events.push(...page);
    cursor = page.at(-1) ?? cursor;
    if (page.length < PAGE) return { events, cursor };
  }
}

/** Answers one comment event, if its comment asks the bot something. */
async function answerEvent(client: TeamboardClient, event: TeamboardEvent): Promise<string | undefined> {
  if (event.type !== 'comment.added' || !event.card_id) return undefined;
  const comment = (await listComments(client, event.card_id)).find((c) => c.id === event.data.comment_id);
  // Deleted since, or no longer readable: nothing to answer.
  if (!comment || comment.deleted) return undefined;
  const answer = answerFor(comment.body, await getCard(client, event.card_id));
  if (answer) await addComment(client, { cardId: event.card_id, body: answer });
  return answer;
}

export async function startCommentBot(
  client: TeamboardClient,
  boardId: string,
  options: CommentBotOptions = {},
): Promise<CommentBot> {
  const intervalMs = options.intervalMs ?? 2000;
  // Start after the latest event: comments made before the bot started are history.
  let { cursor } = await eventsAfter(client, boardId, undefined);
  let stopped = false;
  let wake: (() => void) | undefined;
  const rest = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, intervalMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const done = (async () => {
    while (!stopped) {
      const next = await eventsAfter(client, boardId, cursor);
      for (const event of next.events) {
        const answer = await answerEvent(client, event);
        if (answer && event.card_id) options.onAnswer?.(event.card_id, answer);
      }
      cursor = next.cursor;
      if (!stopped) await rest();
    }
  })();
  // Marked as handled here: a caller may look at `done` only when it stops.
  done.catch(() => undefined);
  return {
    async stop() {
      stopped = true;
      wake?.();
      await done.catch(() => undefined);
    },
    done,
  };
}

async function main(): Promise<void> {
  const [boardId] = process.argv.slice(2);
  const { TEAMBOARD_URL: url, TEAMBOARD_KEY: key, TEAMBOARD_TOKEN: token } = process.env;
  if (!boardId || !url || !key || !token) {
    console.error('Usage: TEAMBOARD_URL=… TEAMBOARD_KEY=… TEAMBOARD_TOKEN=tbk_… comment-bot.ts <board id>');
    process.exitCode = 2;
    return;
  }
  const client = createTeamboardClient({ url, key, token });
  try {
    const bot = await startCommentBot(client, boardId, {
      onAnswer: (cardId, answer) => console.log(`Answered on card ${cardId}: ${answer}`),
    });
    console.log(`Answering “${BOT_COMMAND}” comments on board ${boardId}.`);
    await bot.done;
  } catch (error) {
    const why = isTeamboardError(error)
      ? `${error.code}${error.reason ? ` (${error.reason})` : ''}: ${error.message}`
      : String(error);
    console.error(`Stopped. ${why}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
