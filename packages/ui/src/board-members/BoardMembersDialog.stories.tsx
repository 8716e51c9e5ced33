import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button';
import { boardPeople, workspaceOnly } from '../fixtures/board-people';
import { people } from '../fixtures/fixtures';
import type { Usage } from '../fixtures/usage';
import type { BoardMemberEntry } from './BoardMemberItem';
import { BoardMembersDialog } from './BoardMembersDialog';

const usage: Usage = {
  when: 'A board’s “Share” button: who can open the board, with which role, and who else to let in.',
  whenNot: 'For the workspace’s own members use the workspace settings (MemberRow).',
  do: [
    'Name everyone who loses access before a board goes private',
    'Mark guests and workspace owners in the list',
    'Show the list read-only to people who cannot manage the board',
  ],
  dont: ['Offer to remove people who are on the board through the workspace: they have no board entry'],
  content:
    'Roles are nouns (“Commenter”); the confirmation says what happens (“2 people lose access at once”).',
};

const manyPeople: BoardMemberEntry[] = Array.from({ length: 40 }, (_, index) => ({
  userId: `u-${String(index)}`,
  name: `Teammate ${String(index + 1)} with a rather long display name`,
  email: `teammate-${String(index + 1)}@a-long-company-domain.example`,
  role: (['admin', 'editor', 'commenter', 'viewer'] as const)[index % 4] ?? 'viewer',
  access: index === 0 ? 'owner' : index % 3 === 0 ? 'workspace' : 'board',
  isGuest: index % 7 === 6,
}));

const meta = {
  title: 'Board/BoardMembersDialog',
  component: BoardMembersDialog,
  args: {
    boardName: 'Hiring 2026',
    visibility: 'workspace',
    members: boardPeople,
    candidates: workspaceOnly,
    currentUserId: people.grace.id,
    canManage: true,
    defaultOpen: true,
    trigger: <Button variant="secondary">Share</Button>,
    onOpenChange: fn(),
    onVisibilityChange: fn(),
    onRoleChange: fn(),
    onRemove: fn(),
    onAdd: fn(),
    onInviteGuest: fn(),
  },
  parameters: { usage, layout: 'fullscreen', modal: true },
} satisfies Meta<typeof BoardMembersDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminOnAWorkspaceBoard: Story = {};
export const PrivateBoardWithGuests: Story = {
  args: {
    visibility: 'private',
    members: boardPeople.filter((member) => member.access !== 'workspace'),
  },
};
export const ReadOnlyForNonAdmins: Story = {
  args: { canManage: false, currentUserId: people.katherine.id },
};
export const LongList: Story = { args: { members: manyPeople } };
export const Loading: Story = { args: { loading: true } };
export const LastBoardAdmin: Story = {
  args: {
    error: 'A board needs at least one admin: make someone else admin before changing this role.',
  },
};
export const GuestInvited: Story = { args: { invitedEmail: 'claude@client.example' } };
export const EveryoneAlreadyOnTheBoard: Story = { args: { candidates: [] } };
