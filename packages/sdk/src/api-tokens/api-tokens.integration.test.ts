import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsFromCsv, importCsv } from '../../examples/csv-import';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  startTeam,
  workspaceWith,
  type SignedInClient,
} from '../../test/data-fixture';
import { createBoard } from '../boards/create-board';
import { listBoards } from '../boards/list-boards';
import { createTeamboardClient, type TeamboardClient } from '../client';
import { createList } from '../lists/create-list';
import { createApiToken } from './create-api-token';
import { listApiTokens } from './list-api-tokens';
import { revokeApiToken } from './revoke-api-token';

// API tokens end to end against the local backend: created and revoked
// through the SDK, exchanged by the real `api-token-session` edge function
// for a real Auth session, and used by the CSV example (examples/csv-import.ts).
let backend: LocalSupabase;
let owner: SignedInClient;
let member: SignedInClient;
let workspaceId: string;
let otherWorkspaceId: string;
let boardId: string;
let listId: string;

const inADay = () => new Date(Date.now() + 86_400_000);
const tokenClient = (token: string): TeamboardClient =>
  createTeamboardClient({ url: backend.apiUrl, key: backend.anonKey, token });
const titles = async () =>
  (
    await backend.db.query<{ title: string }>(
      'select title from public.cards where list_id = $1 order by position',
      [listId],
    )
  ).rows.map((row) => row.title);

beforeAll(async () => {
  ({ backend, owner, member, workspaceId } = await startTeam());
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Imports' })).id;
  listId = (await createList(owner.client, { boardId, name: 'Inbox' })).id;
  // The member's second workspace: a token for the first must not reach it.
  otherWorkspaceId = await workspaceWith(backend, member, []);
  await createBoard(member.client, { workspaceId: otherWorkspaceId, name: 'Private plans' });
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('API tokens through the SDK', () => {
  it('imports a CSV with a write token, within the token’s workspace only', async () => {
    const created = await createApiToken(member.client, {
      workspaceId,
      name: 'CSV import',
      scope: 'write',
      expiresAt: inADay(),
    });
    expect(created.token).toMatch(/^tbk_/);
    const script = tokenClient(created.token);

    const csv = 'title,description,due\r\n"Plan, then ""ship""",First step,2027-01-15\r\nReview,,\r\n';
    const { created: ids } = await importCsv(script, listId, csv);
    expect(ids).toHaveLength(2);
    expect(await titles()).toEqual(['Plan, then "ship"', 'Review']);

    const boards = await listBoards(script, workspaceId);
    expect(boards.map((b) => b.id)).toContain(boardId);
    expect(await listBoards(script, otherWorkspaceId)).toEqual([]);
    expect((await listBoards(member.client, otherWorkspaceId)).length).toBe(1);

    const [listed] = await listApiTokens(member.client);
    expect(listed).toMatchObject({ id: created.id, name: 'CSV import', scope: 'write', revoked_at: null });
    expect(listed).not.toHaveProperty('token');
    expect(listed?.last_used_at).not.toBeNull();
  });

  it('refuses a write with a read token, with a typed error', async () => {
    const { token } = await createApiToken(member.client, {
      workspaceId,
      name: 'Reader',
      scope: 'read',
      expiresAt: inADay(),
    });
    const script = tokenClient(token);
    expect((await listBoards(script, workspaceId)).map((b) => b.id)).toContain(boardId);
    const error = await expectCode(importCsv(script, listId, 'title\nNope\n'), 'forbidden');
    expect(error.reason).toBe('token_read_only');
    expect(await titles()).not.toContain('Nope');
  });

  it('stops a running import on its next call once the token is revoked', async () => {
    const created = await createApiToken(member.client, {
      workspaceId,
      name: 'Revoked',
      scope: 'write',
      expiresAt: inADay(),
    });
    const script = tokenClient(created.token);
    await importCsv(script, listId, 'title\nBefore revoke\n');
    await revokeApiToken(member.client, created.id);
    const error = await expectCode(importCsv(script, listId, 'title\nAfter revoke\n'), 'forbidden');
    expect(error.reason).toBe('token_revoked');
    expect(await titles()).not.toContain('After revoke');
    // A new client with the same token is refused at the exchange, with the same error.
    const fresh = await expectCode(listBoards(tokenClient(created.token), workspaceId), 'forbidden');
    expect(fresh.reason).toBe('token_revoked');
    expect((await listApiTokens(member.client)).find((t) => t.id === created.id)?.revoked_at).not.toBeNull();
  });

  it('refuses forged and unknown tokens, and a token cannot mint another', async () => {
    const unknown = `tbk_${'A'.repeat(43)}`;
    expect((await expectCode(listBoards(tokenClient(unknown), workspaceId), 'forbidden')).reason).toBe(
      'token_invalid',
    );
    expect(() =>
      createTeamboardClient({ url: backend.apiUrl, key: backend.anonKey, token: 'not-a-token' }),
    ).toThrow(expect.objectContaining({ code: 'validation' }));
    const { token } = await createApiToken(member.client, {
      workspaceId,
      name: 'Minter',
      scope: 'write',
      expiresAt: inADay(),
    });
    const error = await expectCode(
      createApiToken(tokenClient(token), {
        workspaceId,
        name: 'Escalated',
        scope: 'write',
        expiresAt: inADay(),
      }),
      'forbidden',
    );
    expect(error.reason).toBe('token_session');
  });

  it('checks input before sending and maps the database’s refusals', async () => {
    await expectNoRequestValidation(member, () =>
      createApiToken(member.client, { workspaceId, name: ' ', scope: 'write', expiresAt: inADay() }),
    );
    await expectNoRequestValidation(member, () =>
      createApiToken(member.client, {
        workspaceId,
        name: 'x',
        scope: 'admin' as 'read',
        expiresAt: inADay(),
      }),
    );
    await expectNoRequestValidation(member, () =>
      createApiToken(member.client, {
        workspaceId,
        name: 'x',
        scope: 'read',
        expiresAt: new Date(Date.now() - 1),
      }),
    );
    await expectNoRequestValidation(member, () =>
      createApiToken(member.client, {
        workspaceId,
        name: 'x',
        scope: 'read',
        expiresAt: new Date(Date.now() + 400 * 86_400_000),
      }),
    );
    await expectNoRequestValidation(member, () => revokeApiToken(member.client, 'nope'));
    await expectCode(
      createApiToken(member.client, {
        workspaceId: MISSING_ID,
        name: 'x',
        scope: 'read',
        expiresAt: inADay(),
      }),
      'not-found',
    );
    await expectCode(revokeApiToken(owner.client, (await listApiTokens(member.client))[0]!.id), 'not-found');
  });

  it('reads a CSV header in any case and refuses a file without titles', () => {
    expect(cardsFromCsv('\uFEFFTitle,Due\nA,2027-01-15\n')).toEqual([
      { title: 'A', description: undefined, dueAt: '2027-01-15T00:00:00.000Z' },
    ]);
    expect(() => cardsFromCsv('name\nA\n')).toThrow(/title/);
    // Quoted commas, quotes and line ends stay in their field; a row of empty fields is no card.
    expect(cardsFromCsv('title,description\r\n"Ship, then ""rest""","line one\nline two"\r\n,\r\n')).toEqual([
      { title: 'Ship, then "rest"', description: 'line one\nline two', dueAt: undefined },
    ]);
  });
});
