import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  signedInClients,
  SQL_LOOKING,
  startTeam,
  type SignedInClient,
} from '../../test/data-fixture';
import { createBoard } from '../boards/create-board';
import { setBoardVisibility } from '../boards/set-board-visibility';
import { acceptInvitation } from '../invitations/accept-invitation';
import { previewInvitation } from '../invitations/preview-invitation';
import { subscribeToBoard } from '../realtime/subscribe-to-board';
import type { BoardAccessChange } from '../realtime/types';
import { addBoardMember } from './add-board-member';
import { changeBoardMemberRole } from './change-board-member-role';
import { getMyBoardRole } from './get-my-board-role';
import { inviteBoardGuest } from './invite-board-guest';
import { listBoardMembers } from './list-board-members';
import { listMyGuestBoards } from './list-my-guest-boards';
import { listWorkspaceBoardMemberships } from './list-workspace-board-memberships';
import { removeBoardMember } from './remove-board-member';

let backend: LocalSupabase;
let owner: SignedInClient;
let admin: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;

beforeAll(async () => {
  ({ backend, owner, admin, member, viewer, outsider, workspaceId } = await startTeam());
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

const newBoard = async (name: string) => (await createBoard(owner.client, { workspaceId, name })).id;

/** The raw token from the newest board invitation email to `email`. */
async function guestTokenFor(email: string): Promise<string> {
  const mail = await backend.mailbox.waitFor(email, { match: (m) => /invited to a board/i.test(m.subject) });
  const link = mail.links.find((l) => l.includes('/invite/'));
  if (link === undefined) throw new Error(`no invite link to ${email}`);
  return decodeURIComponent(new URL(link).pathname.split('/').at(-1) ?? '');
}

describe('setBoardVisibility', () => {
  it('takes a private board away from the workspace, keeping the admin who made it private', async () => {
    const boardId = await newBoard('Hiring');
    expect(await getMyBoardRole(member.client, boardId)).toBe('editor');
    await setBoardVisibility(admin.client, { boardId, visibility: 'private' });
    expect(await getMyBoardRole(member.client, boardId)).toBeNull();
    expect(await getMyBoardRole(admin.client, boardId)).toBe('admin');
    expect(await getMyBoardRole(owner.client, boardId)).toBe('admin');
    await setBoardVisibility(admin.client, { boardId, visibility: 'workspace' });
    expect(await getMyBoardRole(member.client, boardId)).toBe('editor');
  });

  it('refuses members (forbidden) and people who cannot see the board (not-found)', async () => {
    const boardId = await newBoard('Closed');
    const refused = await expectCode(
      setBoardVisibility(member.client, { boardId, visibility: 'private' }),
      'forbidden',
    );
    expect(refused.reason).toBe('not_board_admin');
    await expectCode(setBoardVisibility(outsider.client, { boardId, visibility: 'private' }), 'not-found');
    await expectCode(
      setBoardVisibility(admin.client, { boardId: MISSING_ID, visibility: 'private' }),
      'not-found',
    );
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () =>
      setBoardVisibility(owner.client, { boardId: MISSING_ID, visibility: 'secret' as 'private' }),
    );
    await expectNoRequestValidation(owner, () =>
      setBoardVisibility(owner.client, { boardId: SQL_LOOKING, visibility: 'private' }),
    );
  });
});

describe('board members', () => {
  it('adds, re-roles and removes workspace members on a private board', async () => {
    const boardId = await newBoard('Client project');
    await setBoardVisibility(owner.client, { boardId, visibility: 'private' });
    await addBoardMember(owner.client, { boardId, userId: admin.userId, role: 'admin' });
    await addBoardMember(admin.client, { boardId, userId: viewer.userId, role: 'commenter' });
    expect(await getMyBoardRole(viewer.client, boardId)).toBe('commenter');

    const members = await listBoardMembers(admin.client, boardId);
    expect(members.map((m) => [m.userId, m.role, m.access, m.isGuest])).toEqual(
      expect.arrayContaining([
        [owner.userId, 'admin', 'owner', false],
        [admin.userId, 'admin', 'board', false],
        [viewer.userId, 'commenter', 'board', false],
      ]),
    );
    expect(members).toHaveLength(3);
    // Admins see addresses; others do not.
    expect(members.find((m) => m.userId === viewer.userId)?.email).toBe(viewer.email);
    expect((await listBoardMembers(viewer.client, boardId)).every((m) => m.email === null)).toBe(true);

    await changeBoardMemberRole(admin.client, { boardId, userId: viewer.userId, role: 'editor' });
    expect(await getMyBoardRole(viewer.client, boardId)).toBe('editor');
    await removeBoardMember(admin.client, { boardId, userId: viewer.userId });
    expect(await getMyBoardRole(viewer.client, boardId)).toBeNull();
    await expectCode(listBoardMembers(viewer.client, boardId), 'not-found');
  });

  it('keeps the last admin of a private board, and refuses people outside the workspace', async () => {
    const boardId = await newBoard('Board of one');
    await setBoardVisibility(admin.client, { boardId, visibility: 'private' });
    const last = await expectCode(
      removeBoardMember(admin.client, { boardId, userId: admin.userId }),
      'conflict',
    );
    expect(last.reason).toBe('last_board_admin');
    const demote = await expectCode(
      changeBoardMemberRole(admin.client, { boardId, userId: admin.userId, role: 'viewer' }),
      'conflict',
    );
    expect(demote.reason).toBe('last_board_admin');
    const stranger = await expectCode(
      addBoardMember(admin.client, { boardId, userId: outsider.userId, role: 'viewer' }),
      'validation',
    );
    expect(stranger.reason).toBe('not_a_workspace_member');
  });

  it('lets only board admins manage members; others learn nothing of a board they cannot see', async () => {
    const boardId = await newBoard('Managed');
    await expectCode(
      addBoardMember(member.client, { boardId, userId: viewer.userId, role: 'admin' }),
      'forbidden',
    );
    await expectCode(
      addBoardMember(outsider.client, { boardId, userId: viewer.userId, role: 'admin' }),
      'not-found',
    );
    await addBoardMember(owner.client, { boardId, userId: viewer.userId, role: 'commenter' });
    await expectCode(
      changeBoardMemberRole(member.client, { boardId, userId: viewer.userId, role: 'admin' }),
      'forbidden',
    );
    await expectCode(removeBoardMember(outsider.client, { boardId, userId: viewer.userId }), 'not-found');
    await expectCode(removeBoardMember(owner.client, { boardId, userId: MISSING_ID }), 'not-found');
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () =>
      addBoardMember(owner.client, { boardId: MISSING_ID, userId: SQL_LOOKING, role: 'admin' }),
    );
    await expectNoRequestValidation(owner, () =>
      changeBoardMemberRole(owner.client, {
        boardId: MISSING_ID,
        userId: MISSING_ID,
        role: 'owner' as 'admin',
      }),
    );
    await expectNoRequestValidation(owner, () =>
      removeBoardMember(owner.client, { boardId: '../x', userId: MISSING_ID }),
    );
    await expectNoRequestValidation(owner, () => listBoardMembers(owner.client, 'not-an-id'));
    await expectNoRequestValidation(owner, () => getMyBoardRole(owner.client, `${MISSING_ID}' or 1=1`));
  });
});

describe('inviteBoardGuest', () => {
  it('emails a link that puts a guest on one board and nowhere else', async () => {
    const boardId = await newBoard('With a client');
    const [guest] = await signedInClients(backend, ['guest']);
    const { invitationId } = await inviteBoardGuest(admin.client, {
      boardId,
      email: guest.email,
      role: 'commenter',
    });
    expect(invitationId).toMatch(/^[0-9a-f-]{36}$/);
    const token = await guestTokenFor(guest.email);
    expect(await previewInvitation(guest.client, token)).toMatchObject({
      status: 'pending',
      board_id: boardId,
      board_name: 'With a client',
      board_role: 'commenter',
    });
    await acceptInvitation(guest.client, token);
    expect(await getMyBoardRole(guest.client, boardId)).toBe('commenter');
    const me = (await listBoardMembers(admin.client, boardId)).find((m) => m.userId === guest.userId);
    expect(me).toMatchObject({ isGuest: true, access: 'board', role: 'commenter' });
    // Another board of the workspace stays closed to them.
    expect(await getMyBoardRole(guest.client, await newBoard('Internal'))).toBeNull();
    // Their way back, and the workspace's settings, show the guest as one.
    expect(await listMyGuestBoards(guest.client)).toEqual([
      expect.objectContaining({ boardId, boardName: 'With a client', role: 'commenter', workspaceId }),
    ]);
    expect(await listMyGuestBoards(member.client)).toEqual([]);
    const memberships = await listWorkspaceBoardMemberships(owner.client, workspaceId);
    expect(memberships.find((m) => m.userId === guest.userId)).toMatchObject({
      isGuest: true,
      boardId,
      boardName: 'With a client',
      boardVisibility: 'workspace',
      role: 'commenter',
    });
    expect(memberships.at(-1)?.isGuest).toBe(true);
    // …which a guest may not read.
    await expectCode(listWorkspaceBoardMemberships(guest.client, workspaceId), 'not-found');
  });

  it('keeps a guest invited to two boards invited to both; a new invitation to the same board replaces the old', async () => {
    const [first, second] = [await newBoard('Client A'), await newBoard('Client B')];
    const email = `two-boards-${Date.now()}@example.com`;
    await inviteBoardGuest(admin.client, { boardId: first, email, role: 'viewer' });
    const toFirst = await guestTokenFor(email);
    await inviteBoardGuest(admin.client, { boardId: second, email, role: 'viewer' });
    const toSecond = await guestTokenFor(email);
    expect(toSecond).not.toBe(toFirst);
    expect(await previewInvitation(owner.client, toFirst)).toMatchObject({
      status: 'pending',
      board_id: first,
    });
    expect(await previewInvitation(owner.client, toSecond)).toMatchObject({
      status: 'pending',
      board_id: second,
    });
    await inviteBoardGuest(admin.client, { boardId: first, email, role: 'commenter' });
    expect(await previewInvitation(owner.client, toFirst)).toMatchObject({ status: 'revoked' });
    expect(await previewInvitation(owner.client, toSecond)).toMatchObject({ status: 'pending' });
  });

  it('refuses a workspace member (add them instead), members and strangers', async () => {
    const boardId = await newBoard('Guests only');
    const already = await expectCode(
      inviteBoardGuest(admin.client, { boardId, email: member.email, role: 'viewer' }),
      'conflict',
    );
    expect(already.reason).toBe('already_workspace_member');
    await expectCode(
      inviteBoardGuest(member.client, { boardId, email: 'someone@example.com', role: 'viewer' }),
      'forbidden',
    );
    await expectCode(
      inviteBoardGuest(outsider.client, { boardId, email: 'someone@example.com', role: 'viewer' }),
      'not-found',
    );
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () => listWorkspaceBoardMemberships(owner.client, SQL_LOOKING));
    await expectNoRequestValidation(owner, () =>
      inviteBoardGuest(owner.client, { boardId: MISSING_ID, email: 'not an address', role: 'viewer' }),
    );
  });
});

describe('live access changes', () => {
  it('tells a member watching the board that it went private, and a removed member that they were removed', async () => {
    const boardId = await newBoard('Watched');
    const heard: BoardAccessChange[] = [];
    const watching = subscribeToBoard(member.client, boardId, {
      onAccessChange: (change) => heard.push(change),
    });
    await watching.ready;
    await setBoardVisibility(admin.client, { boardId, visibility: 'private' });
    await expect.poll(() => heard).toContainEqual({ kind: 'visibility', visibility: 'private' });
    expect(await getMyBoardRole(member.client, boardId)).toBeNull();
    await watching.unsubscribe();

    await addBoardMember(admin.client, { boardId, userId: viewer.userId, role: 'viewer' });
    const removedHeard: BoardAccessChange[] = [];
    const viewerWatching = subscribeToBoard(viewer.client, boardId, {
      onAccessChange: (change) => removedHeard.push(change),
    });
    await viewerWatching.ready;
    await removeBoardMember(admin.client, { boardId, userId: viewer.userId });
    await expect.poll(() => removedHeard).toContainEqual({ kind: 'member', userId: viewer.userId });
    expect(await getMyBoardRole(viewer.client, boardId)).toBeNull();
    await viewerWatching.unsubscribe();
  });
});
