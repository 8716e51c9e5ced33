/**
 * Creates cards from a CSV file with an API token: a script that needs no
 * password, only a token with the `write` scope for the board's workspace
 * (create one in Account → API tokens, or with `createApiToken`).
 *
 * The CSV has a header row with `title` and, optionally, `description` and
 * `due` (an ISO date or date-time). Cards are created one by one, in file
 * order, at the bottom of the list; the script stops at the first refusal
 * (a revoked token, a read-only token, a full board) and says how far it got.
 *
 *   TEAMBOARD_URL=http://127.0.0.1:54321 TEAMBOARD_KEY=<anon key> TEAMBOARD_TOKEN=tbk_… \
 *     npx tsx examples/csv-import.ts <list id> cards.csv
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';
import { createCard, createTeamboardClient, isTeamboardError, type TeamboardClient } from '@teamboard/sdk';

export interface CsvCard {
  readonly title: string;
  readonly description?: string | undefined;
  readonly dueAt?: string | undefined;
}

/** The cards a CSV describes; throws on a file without a `title` column. */
export function cardsFromCsv(text: string): CsvCard[] {
  // RFC 4180 rows: quoted fields, CRLF or LF, a leading byte-order mark; rows with no value dropped.
  const [header, ...rows] = parse(text, {
    bom: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
  });
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  if (at('title') < 0) throw new Error('The CSV needs a header row with a "title" column.');
  const value = (row: string[], name: string) => {
    const text = at(name) < 0 ? '' : (row[at(name)] ?? '').trim();
    return text === '' ? undefined : text;
  };
  return rows.map((row) => ({
    title: value(row, 'title') ?? '',
    description: value(row, 'description'),
    dueAt: value(row, 'due') && new Date(value(row, 'due')!).toISOString(),
  }));
}

export interface ImportResult {
  /** Ids of the cards created, in file order. */
  readonly created: string[];
}

/** Creates the CSV's cards in `listId`; a refusal stops it, carrying what was created so far. */
export async function importCsv(client: TeamboardClient, listId: string, csv: string): Promise<ImportResult> {
  const created: string[] = [];
  for (const card of cardsFromCsv(csv)) {
    try {
      created.push((await createCard(client, { listId, ...card })).id);
    } catch (error) {
      throw Object.assign(error as Error, { created });
    }
  }
  return { created };
}

async function main(): Promise<void> {
  const [listId, file] = process.argv.slice(2);
  const { TEAMBOARD_URL: url, TEAMBOARD_KEY: key, TEAMBOARD_TOKEN: token } = process.env;
  if (!listId || !file || !url || !key || !token) {
    console.error(
      'Usage: TEAMBOARD_URL=… TEAMBOARD_KEY=… TEAMBOARD_TOKEN=tbk_… csv-import.ts <list id> <file.csv>',
    );
    process.exitCode = 2;
    return;
  }
  const client = createTeamboardClient({ url, key, token });
  try {
    const { created } = await importCsv(client, listId, await readFile(file, 'utf8'));
    console.log(`Created ${String(created.length)} cards.`);
  } catch (error) {
    const done = (error as { created?: string[] }).created?.length ?? 0;
    const why = isTeamboardError(error)
      ? `${error.code}${error.reason ? ` (${error.reason})` : ''}: ${error.message}`
      : String(error);
    console.error(`Stopped after ${String(done)} cards. ${why}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
