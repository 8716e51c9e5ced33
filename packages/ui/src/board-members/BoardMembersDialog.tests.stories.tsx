import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { people } from '../fixtures/fixtures';
import { BoardMembersDialog } from './BoardMembersDialog';
import { boardPeople, workspaceOnly } from '../fixtures/board-people';

const meta = {
  title: 'Board/BoardMembersDialog/Tests',
  component: BoardMembersDialog,
  tags: ['test', '!autodocs', '!dev'],
  args: {
    boardName: 'Hiring 2026',
    visibility: 'workspace',
    members: boardPeople,
    candidates: workspaceOnly,
    currentUserId: people.grace.id,
    canManage: true,
    defaultOpen: true,
    onVisibilityChange: fn(),
    onRoleChange: fn(),
    onRemove: fn(),
    onAdd: fn(() => Promise.resolve()),
    onInviteGuest: fn(() => Promise.resolve()),
  },
  parameters: { layout: 'fullscreen', modal: true },
} satisfies Meta<typeof BoardMembersDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening animation has finished (until then it is not yet visible). */
const dialog = async () => {
  const found = await within(document.body).findByRole('dialog', { name: 'Share “Hiring 2026”' });
  await Promise.all(found.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return found;
};

export const GoingPrivateNamesWhoLosesAccess: Story = {
  play: async ({ args, userEvent }) => {
    const window = within(await dialog());
    await userEvent.click(window.getByRole('radio', { name: /Private/ }));
    // Nothing changes until the confirmation, which names the one person here through the workspace.
    await expect(args.onVisibilityChange).not.toHaveBeenCalled();
    const confirm = window.getByRole('group', { name: 'Make this board private?' });
    await expect(confirm).toHaveTextContent('1 person loses access at once');
    await expect(within(confirm).getByRole('listitem')).toHaveTextContent('Alan Turing');
    await expect(within(confirm).queryByText('Grace Hopper')).toBeNull();
    // Focus starts on the safe choice.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Make private' }));
    await expect(args.onVisibilityChange).toHaveBeenCalledOnce();
    await expect(args.onVisibilityChange).toHaveBeenCalledWith('private');
  },
};

export const CancellingKeepsTheBoardOpen: Story = {
  play: async ({ args, userEvent }) => {
    const window = within(await dialog());
    await userEvent.click(window.getByRole('radio', { name: /Private/ }));
    await userEvent.click(window.getByRole('button', { name: 'Cancel' }));
    await expect(window.queryByRole('group', { name: 'Make this board private?' })).toBeNull();
    await expect(window.getByRole('radio', { name: /Workspace/ })).toBeChecked();
    await expect(args.onVisibilityChange).not.toHaveBeenCalled();
  },
};

export const OpeningToTheWorkspaceNeedsNoConfirmation: Story = {
  args: { visibility: 'private' },
  play: async ({ args, userEvent }) => {
    const window = within(await dialog());
    await userEvent.click(window.getByRole('radio', { name: /Workspace/ }));
    await expect(args.onVisibilityChange).toHaveBeenCalledOnce();
    await expect(args.onVisibilityChange).toHaveBeenCalledWith('workspace');
  },
};

export const MarksGuestsOwnersAndOnlyRemovesBoardEntries: Story = {
  play: async ({ userEvent, args }) => {
    const window = within(await dialog());
    const rows = within(window.getByRole('list', { name: /^People on this board/ })).getAllByRole('listitem');
    const row = (name: string) => {
      const found = rows.find((item) => item.textContent?.includes(name));
      if (!found) throw new Error(`no row for ${name}`);
      return within(found);
    };
    await expect(row('Claude Shannon').getByText('Guest')).toBeVisible();
    await expect(row('Ada Lovelace').getByText('Workspace owner')).toBeVisible();
    // Owners keep admin everywhere; people here through the workspace have nothing to remove.
    await expect(row('Ada Lovelace').queryByRole('combobox')).toBeNull();
    await expect(row('Ada Lovelace').queryByRole('button', { name: /Remove/ })).toBeNull();
    await expect(row('Alan Turing').queryByRole('button', { name: /Remove/ })).toBeNull();
    // Through the workspace an editor can be raised, never lowered.
    await userEvent.click(row('Alan Turing').getByRole('combobox', { name: 'Board role of Alan Turing' }));
    const offered = await within(document.body).findAllByRole('option');
    await expect(offered.map((option) => option.textContent)).toEqual(['Admin', 'Editor']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      row('Claude Shannon').getByRole('button', { name: 'Remove Claude Shannon from this board' }),
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith('u-client');
  },
};

export const ChangesARole: Story = {
  play: async ({ userEvent, args }) => {
    const window = within(await dialog());
    await userEvent.click(window.getByRole('combobox', { name: 'Board role of Katherine Johnson' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Editor' }));
    await expect(args.onRoleChange).toHaveBeenCalledOnce();
    await expect(args.onRoleChange).toHaveBeenCalledWith(people.katherine.id, 'editor');
  },
};

export const AddsAWorkspaceMember: Story = {
  play: async ({ userEvent, args }) => {
    const window = within(await dialog());
    await userEvent.click(window.getByRole('button', { name: 'Add' }));
    await expect(window.getByRole('alert')).toHaveTextContent('Choose a person to add.');
    await userEvent.click(window.getByRole('button', { name: /Workspace member/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Linus Torvalds' }));
    await userEvent.click(window.getByRole('button', { name: 'Add' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith(people.linus.id, 'editor');
  },
};

export const InvitesAGuestByEmail: Story = {
  play: async ({ userEvent, args }) => {
    const window = within(await dialog());
    const email = window.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'not an address{Enter}');
    await expect(email).toHaveAccessibleDescription(/Enter an email address/);
    await expect(args.onInviteGuest).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, ' client@example.com {Enter}');
    await expect(args.onInviteGuest).toHaveBeenCalledOnce();
    await expect(args.onInviteGuest).toHaveBeenCalledWith('client@example.com', 'viewer');
    // The invitation went out: the field is ready for the next one.
    await waitFor(() => expect(email).toHaveValue(''));
  },
};

export const KeepsTheAddressWhenTheInvitationFails: Story = {
  args: { onInviteGuest: fn(() => Promise.reject(new Error('already a member'))) },
  play: async ({ userEvent, args }) => {
    const window = within(await dialog());
    const email = window.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'alan@example.com{Enter}');
    await expect(args.onInviteGuest).toHaveBeenCalledOnce();
    await expect(email).toHaveValue('alan@example.com');
  },
};

export const ReadOnlyShowsNoControls: Story = {
  args: { canManage: false, visibility: 'private' },
  play: async () => {
    const window = within(await dialog());
    await expect(window.getByText('Only board admins can change who is on this board.')).toBeVisible();
    await expect(window.queryByRole('radio')).toBeNull();
    await expect(window.queryByRole('combobox')).toBeNull();
    await expect(window.queryByRole('button', { name: /Remove|Add|Send invitation/ })).toBeNull();
    await expect(window.getAllByRole('listitem')).toHaveLength(boardPeople.length);
  },
};

export const ShowsWhyAChangeFailed: Story = {
  args: { error: 'A board needs at least one admin.' },
  play: async () => {
    const window = within(await dialog());
    await expect(window.getByRole('alert')).toHaveTextContent('A board needs at least one admin.');
  },
};
