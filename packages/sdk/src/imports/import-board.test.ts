import { describe, expect, it } from 'vitest';
import { fromSupabaseClient, type TeamboardSupabaseClient } from '../client';
import { isTeamboardError } from '../errors/teamboard-error';
import { importBoard, previewImport } from './import-board';

const WORKSPACE_ID = '5f0c6f8e-2d7a-4c1b-9e3a-0b6d1c2e3f40';

/**
 * The real function always answers a full report, so a reply of another
 * shape (a proxy rewriting the body, an older function) cannot be produced
 * against the backend: a client whose `functions.invoke` answers it stands in.
 */
function answering(data: unknown) {
  const invoke = () => Promise.resolve({ data, error: null });
  return fromSupabaseClient({ functions: { invoke } } as unknown as TeamboardSupabaseClient);
}

describe('importBoard', () => {
  it.each([null, 'ok', { board_id: WORKSPACE_ID }, { board_id: 1, imported: {}, skipped: [] }])(
    'refuses an answer of the wrong shape (%j) as function-failed',
    async (data) => {
      const error = await importBoard(answering(data), {
        workspaceId: WORKSPACE_ID,
        file: 'title,list\n',
      }).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(isTeamboardError(error) && [error.code, error.retryable]).toEqual(['function-failed', false]);
    },
  );

  it('refuses something that is neither text nor a Blob before any request', async () => {
    const error = await importBoard(answering(null), {
      workspaceId: WORKSPACE_ID,
      file: { size: 1 } as unknown as Blob,
    }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isTeamboardError(error) && [error.code, error.reason]).toEqual(['validation', 'file']);
  });

  it('sends the chosen columns as JSON, and refuses a preview of the wrong shape as function-failed', async () => {
    const sent: FormData[] = [];
    const client = fromSupabaseClient({
      functions: {
        invoke: (_name: string, { body }: { body: FormData }) => {
          sent.push(body);
          return Promise.resolve({ data: null, error: null });
        },
      },
    } as unknown as TeamboardSupabaseClient);
    const columns = { Points: { type: 'number', name: 'Points', unit: 'h' }, Notes: 'skip' } as const;
    await importBoard(client, { workspaceId: WORKSPACE_ID, file: 'title,list\n', columns }).catch(
      () => undefined,
    );
    expect(JSON.parse(sent[0]?.get('columns') as string)).toEqual(columns);
    const error = await previewImport(client, { workspaceId: WORKSPACE_ID, file: 'title,list\n' }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(sent[1]?.get('preview')).toBe('true');
    expect(isTeamboardError(error) && error.code).toBe('function-failed');
  });

  it('refuses more mapped columns than a board has fields as limit-reached, before any request', async () => {
    const columns = Object.fromEntries(
      Array.from({ length: 31 }, (_, i) => [
        `C${String(i)}`,
        { type: 'text', name: `F${String(i)}` } as const,
      ]),
    );
    const error = await importBoard(answering(null), { workspaceId: WORKSPACE_ID, file: 'x', columns }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isTeamboardError(error) && [error.code, error.reason]).toEqual([
      'limit-reached',
      'customFieldsPerBoard',
    ]);
  });
});
