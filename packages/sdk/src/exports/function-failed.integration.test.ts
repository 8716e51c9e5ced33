import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCode, signedInClients, uniqueSlug, type SignedInClient } from '../../test/data-fixture';
import { startBackend, uniqueEmail } from '../../test/local-backend';
import { createBoard } from '../boards/create-board';
import { inviteMember } from '../invitations/invite-member';
import { createWorkspace } from '../workspaces/create-workspace';
import { exportBoard } from './export-board';

let backend: LocalSupabase;
let owner: SignedInClient;
let workspaceId: string;
let boardId: string;

beforeAll(async () => {
  // Every function runs past this limit, so the runtime kills it (546) as the hosted one does.
  backend = await startBackend({ edgeRuntime: { timeoutMs: 1 } });
  [owner] = await signedInClients(backend, ['owner']);
  workspaceId = (await createWorkspace(owner.client, { name: 'Slow', slug: uniqueSlug() })).id;
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Slow' })).id;
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('a function killed by the runtime', () => {
  it('fails inviteMember with a retryable function-failed', async () => {
    const error = await expectCode(
      inviteMember(owner.client, { workspaceId, email: uniqueEmail('late'), role: 'member' }),
      'function-failed',
    );
    expect([error.retryable, error.status]).toEqual([true, 546]);
  });

  it.each(['json', 'csv'] as const)(
    'fails exportBoard (%s) with a retryable function-failed',
    async (format) => {
      const error = await expectCode(exportBoard(owner.client, boardId, format), 'function-failed');
      expect([error.retryable, error.status]).toEqual([true, 546]);
    },
  );
});
