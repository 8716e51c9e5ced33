import { describe, expect, it } from 'vitest';
import { fromSupabaseClient, type TeamboardSupabaseClient } from '../client';
import { isTeamboardError } from '../errors/teamboard-error';
import { exportBoard } from './export-board';

const BOARD_ID = '5f0c6f8e-2d7a-4c1b-9e3a-0b6d1c2e3f40';

/**
 * The real function always answers JSON for `json` and text for `csv`, so a
 * mismatch (a proxy rewriting the body, an older function) cannot be produced
 * against the backend: a client whose `functions.invoke` answers in the wrong
 * form stands in for it.
 */
function answering(data: unknown) {
  const invoke = () => Promise.resolve({ data, error: null });
  return fromSupabaseClient({ functions: { invoke } } as unknown as TeamboardSupabaseClient);
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isTeamboardError(error)) throw new Error('expected a TeamboardError');
  return error;
}

describe('exportBoard', () => {
  it.each([
    ['json', 'id,title\r\n'],
    ['json', null],
    ['csv', { board: {} }],
    ['csv', null],
  ] as const)('refuses a %s export that came back as %j', async (format, data) => {
    const error = await failure(exportBoard(answering(data), BOARD_ID, format));
    expect([error.code, error.retryable]).toEqual(['function-failed', false]);
  });

  it('passes through the form that was asked for', async () => {
    await expect(exportBoard(answering('id\r\n'), BOARD_ID, 'csv')).resolves.toBe('id\r\n');
    await expect(exportBoard(answering({ board: { id: BOARD_ID } }), BOARD_ID, 'json')).resolves.toEqual({
      board: { id: BOARD_ID },
    });
  });
});
