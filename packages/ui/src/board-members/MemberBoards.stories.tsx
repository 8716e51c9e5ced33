import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Usage } from '../fixtures/usage';
import { MemberRow } from '../member-row';
import { GuestRow } from './GuestRow';
import { MemberBoards } from './MemberBoards';

const usage: Usage = {
  when: 'Under a person’s name in workspace settings: the boards they were added to, and their role on each.',
  do: ['Mark private boards with the lock', 'List guests apart, with the boards they can open'],
  dont: ['Name a private board to someone who cannot open it'],
};

const meta = {
  title: 'Workspace/MemberBoards',
  component: MemberBoards,
  args: {
    personName: 'Grace Hopper',
    boards: [
      { id: 'b-hiring', name: 'Hiring 2026', role: 'admin', isPrivate: true },
      { id: 'b-site', name: 'Website relaunch', role: 'editor' },
      { id: 'b-board', name: 'Board meeting notes', role: 'viewer', isPrivate: true },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof MemberBoards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Boards: Story = {};
export const NoBoardsShowsNothing: Story = {
  args: { boards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
/** As workspace settings show them: members with their boards, then the guests. */
export const InSettings: Story = {
  render: (args) => (
    <>
      <ul style={{ padding: 0 }} aria-label="Members">
        <MemberRow
          userId="u-grace"
          name="Grace Hopper"
          email="grace@example.com"
          role="member"
          assignableRoles={['admin', 'member', 'viewer']}
          onRoleChange={fn()}
          details={<MemberBoards {...args} />}
        />
        <MemberRow userId="u-alan" name="Alan Turing" email="alan@example.com" role="viewer" />
      </ul>
      <ul style={{ padding: 0 }} aria-label="Guests">
        <GuestRow
          userId="u-client"
          name="Claude Shannon"
          details={
            <MemberBoards
              personName="Claude Shannon"
              boards={[{ id: 'b-site', name: 'Website relaunch', role: 'commenter' }]}
            />
          }
        />
      </ul>
    </>
  ),
};
export const NamesEachBoardWithRoleAndLock: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Boards of Grace Hopper' });
    const boards = within(list).getAllByRole('listitem');
    await expect(boards.map((board) => board.textContent)).toEqual([
      'Hiring 2026Admin',
      'Website relaunchEditor',
      'Board meeting notesViewer',
    ]);
    // The lock names itself; the public board has none.
    await expect(within(boards[0]!).getByRole('img', { name: 'Private board' })).toBeVisible();
    await expect(within(boards[1]!).queryByRole('img')).toBeNull();
  },
};
export const GuestIsMarkedWithoutARoleToChange: Story = {
  tags: ['test', '!autodocs', '!dev'],
  render: InSettings.render!,
  play: async ({ canvas }) => {
    const guests = canvas.getByRole('list', { name: 'Guests' });
    const guest = within(guests).getAllByRole('listitem')[0]!;
    await expect(within(guest).getByText('Guest')).toBeVisible();
    await expect(within(guest).queryByRole('combobox')).toBeNull();
    await expect(within(guest).getByRole('list', { name: 'Boards of Claude Shannon' })).toHaveTextContent(
      'Website relaunchCommenter',
    );
  },
};
