// POST multipart/form-data { workspace_id, file, format?, name?, time_zone?, columns?, preview? } — a new
// board from a Trello board export (JSON), a Teamboard board export (JSON,
// as export-board writes it) or a CSV file. The caller must be
// an owner or admin of the workspace: checked before the file is parsed, so
// nobody else can spend the function's time on a large file, and again by
// the RPC under their own RLS. The file is read here, checked against the
// 10 MB size and the §9 limits (counting everything it brings in), and
// written by `import_board` in one transaction: a refused or failed import
// creates nothing. Answers 201 with the new board's id and a report of what
// was imported and what was left out. The board counts its schedules in the
// zone a Teamboard export names, else in the importer's `time_zone`, else in
// UTC; `import_board` refuses a zone Postgres does not list. `columns` (JSON)
// says what a CSV file's extra columns become; with `preview=true` nothing is
// written and the answer (200) lists those columns with what each would
// become, for the importer to choose.
import { type Caller, callerOf } from '../_shared/caller.ts';
import { FunctionError, json, serve } from '../_shared/http.ts';
import { parseInput } from '../_shared/input.ts';
import { rest } from '../_shared/rest.ts';
import { type ImportBoardInput, importBoardInput, LIMITS } from '../_shared/sdk/inputs.js';
import { checkLimits, type ImportContent, Report, type Skipped } from './content.ts';
import { previewCsv, readCsv } from './csv.ts';
import { keepMembers } from './fields.ts';
import { isTeamboardExport, readTeamboard } from './teamboard.ts';
import { readTrello } from './trello.ts';

/** Room for the multipart envelope and the other fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

function tooLarge(): FunctionError {
  return new FunctionError(
    'payload-too-large',
    `The file is larger than ${LIMITS.importFileBytes / 1024 / 1024} MB.`,
    'importFileBytes',
  );
}

/** The request body, refused as soon as it outgrows the limit (never read whole first). */
async function readCapped(req: Request): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > LIMITS.importFileBytes + ENVELOPE_BYTES) throw tooLarge();
  const reader = req.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > LIMITS.importFileBytes + ENVELOPE_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

interface Upload {
  input: ImportBoardInput;
  file: File;
  /** Only read the file's CSV columns and propose what each becomes; nothing is written. */
  preview: boolean;
}

/** The `columns` field: the importer's choices as JSON, checked by the SDK's schema. */
function columnsOf(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new FunctionError('validation', 'The column choices are not valid JSON.', 'columns');
  }
}

async function readUpload(req: Request): Promise<Upload> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    throw new FunctionError('validation', 'Send the file as multipart/form-data.', 'file');
  }
  const body = await readCapped(req);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new FunctionError('validation', 'The upload could not be read.', 'file');
  }
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const input = parseInput(
    importBoardInput,
    {
      workspace_id: field('workspace_id'),
      format: field('format'),
      name: field('name'),
      time_zone: field('time_zone'),
      columns: columnsOf(field('columns')),
    },
    {
      workspaceId: 'workspace_id',
      format: 'format',
      name: 'name',
      timeZone: 'time_zone',
      columns: 'columns',
    },
  );
  const file = form.get('file');
  if (!(file instanceof File)) throw new FunctionError('validation', 'Choose a file to import.', 'file');
  if (file.size > LIMITS.importFileBytes) throw tooLarge();
  return { input, file, preview: field('preview') === 'true' };
}

async function readText(file: File): Promise<string> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw new FunctionError('validation', 'The file is not UTF-8 text.', 'not_text');
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new FunctionError('validation', 'The file is empty.', 'empty_file');
  return text;
}

type Format = NonNullable<ImportBoardInput['format']>;

/** Asked for, or (without a format) anything that is not a JSON object. */
const isCsv = (text: string, asked: Format | undefined) =>
  asked === 'csv' || (asked === undefined && !text.trimStart().startsWith('{'));

/** The file read as the format asked for; without one, JSON is told apart by its shape and anything else is CSV. */
function readContent(
  text: string,
  asked: Format | undefined,
  fileName: string,
  report: Report,
  columns: ImportBoardInput['columns'],
): { format: Format; content: ImportContent } {
  if (isCsv(text, asked)) {
    const base = fileName.replace(/\.[^.]*$/, '').trim();
    return { format: 'csv', content: readCsv(text, base || 'Imported board', report, columns) };
  }
  if (columns !== undefined) {
    throw new FunctionError('validation', 'Only a CSV file’s columns can be chosen.', 'columns');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new FunctionError('validation', 'The file is not valid JSON.', 'invalid_json');
  }
  const format = asked ?? (isTeamboardExport(data) ? 'teamboard' : 'trello');
  return { format, content: format === 'teamboard' ? readTeamboard(data, report) : readTrello(data, report) };
}

/**
 * Refuses a caller who may not create boards in the workspace, with the
 * answers `import_board` gives (the workspace hidden from non-members,
 * forbidden to members who do not manage it). Their own row of
 * `workspace_members`, read under RLS, says which.
 */
async function requireManager(caller: Caller, workspaceId: string): Promise<void> {
  const rows = await rest<{ role: string }[]>(
    caller,
    `workspace_members?select=role&workspace_id=eq.${workspaceId}&user_id=eq.${caller.userId}`,
  );
  const role = rows[0]?.role;
  if (role === undefined) throw new FunctionError('not-found', 'Workspace not found.');
  if (role !== 'owner' && role !== 'admin') {
    throw new FunctionError(
      'forbidden',
      'Only owners and admins can create boards in this workspace.',
      'not_manager',
    );
  }
}

interface Imported {
  board_id: string;
  imported: Record<string, number>;
  unmatched_assignee_emails: string[];
  /** Items (by card and item index in the content) whose owner is no member who can see the board. */
  unmatched_item_owners: { card: number; item: number }[];
  card_ids: string[];
}

/**
 * Each imported card's repeat rule, set as the caller through
 * `set_card_recurrence`, so the server checks it as for any edit; a rule it
 * refuses is reported, the board stays.
 */
async function setRecurrences(caller: Caller, content: ImportContent, result: Imported, report: Report) {
  if (!content.cards.some((card) => card.recurrence)) return;
  // import_board writes the lists in the file's order, so a list's place finds it again.
  const lists = await rest<{ id: string }[]>(
    caller,
    `lists?select=id&board_id=eq.${result.board_id}&order=position.asc,id.asc`,
  );
  for (const [index, card] of content.cards.entries()) {
    const rule = card.recurrence;
    const cardId = result.card_ids[index];
    if (!rule || cardId === undefined) continue;
    try {
      await rest(caller, 'rpc/set_card_recurrence', {
        method: 'POST',
        body: {
          card_id: cardId,
          rrule: rule.rrule,
          dtstart: rule.dtstart,
          time_zone: rule.time_zone,
          mode: rule.mode,
          ...(rule.list === null ? {} : { list_id: lists[rule.list]?.id }),
        },
      });
    } catch (error) {
      if (!(error instanceof FunctionError) || error.code !== 'validation') throw error;
      report.skip('recurrence', card.title, 'invalid_value');
    }
  }
}

/**
 * Each imported card's cover colour and template flag, set as the caller, so the server checks
 * them as for any edit (an editor of the new board sets a cover; a template counts against the
 * board's limit, which a board's own export never exceeds).
 */
async function setCoversAndTemplates(caller: Caller, content: ImportContent, result: Imported) {
  for (const [index, card] of content.cards.entries()) {
    const cardId = result.card_ids[index];
    if (cardId === undefined) continue;
    if (card.cover_color)
      await rest(caller, `cards?id=eq.${cardId}`, {
        method: 'PATCH',
        body: { cover_color: card.cover_color },
      });
    if (card.template)
      await rest(caller, 'rpc/set_card_template', {
        method: 'POST',
        body: { card_id: cardId, template: true },
      });
  }
}

serve(async (req) => {
  if (req.method !== 'POST') throw new FunctionError('validation', 'Use POST.');
  const caller = callerOf(req);
  const { input, file, preview } = await readUpload(req);
  await requireManager(caller, input.workspaceId);
  const text = await readText(file);
  const report = new Report();
  if (preview) {
    // A JSON export's fields are its own: only a CSV file's columns are chosen.
    const columns = isCsv(text, input.format) ? previewCsv(text, report) : [];
    return json({ format: isCsv(text, input.format) ? 'csv' : 'json', columns, skipped: report.skipped });
  }
  const { format, content } = readContent(text, input.format, file.name, report, input.columns);
  checkLimits(content);
  if (content.cards.some((card) => card.fields?.some((value) => 'person_email' in value))) {
    // The caller manages the workspace (checked above), so reads its members' addresses.
    const members = await rest<{ email: string }[]>(caller, 'rpc/workspace_member_emails', {
      method: 'POST',
      body: { workspace_id: input.workspaceId },
    });
    keepMembers(content.cards, content.fields ?? [], new Set(members.map((m) => m.email)), report);
  }
  if (input.name) content.name = input.name;
  if (!content.name) content.name = 'Imported board';
  // A Teamboard export keeps its board's zone; any other board counts in the importer's.
  if (content.time_zone === undefined && input.timeZone) content.time_zone = input.timeZone;

  const result = await rest<Imported>(caller, 'rpc/import_board', {
    method: 'POST',
    body: { workspace_id: input.workspaceId, content },
  });
  await setRecurrences(caller, content, result, report);
  await setCoversAndTemplates(caller, content, result);
  const skipped: Skipped[] = [
    ...report.skipped,
    ...result.unmatched_assignee_emails.map((email): Skipped => ({
      kind: 'assignee',
      item: email,
      reason: 'not_a_member',
    })),
    ...result.unmatched_item_owners.map(({ card, item }): Skipped => {
      const entry = content.cards[card]?.checklist[item];
      return {
        kind: 'assignee',
        item: `${entry?.assignee_email ?? 'Someone'} on "${entry?.body ?? ''}"`,
        reason: 'not_a_member',
      };
    }),
  ];
  // The fields by name: a CSV file's columns become fields the person did not define themselves.
  const created_fields = (content.fields ?? []).map(({ name, type }) => ({ name, type }));
  return json(
    {
      board_id: result.board_id,
      name: content.name,
      format,
      imported: result.imported,
      created_fields,
      skipped,
    },
    201,
  );
});
