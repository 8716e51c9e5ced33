import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { avatarDataUrl } from '../fixtures/fixtures';
import { MemberRow } from './MemberRow';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'One member of a workspace with their role.',
  do: ['Let admins change roles in place'],
  dont: ['Let people remove the last admin'],
};

const meta = {
  title: 'Workspace/MemberRow',
  component: MemberRow,
  args: {
    userId: 'u-grace',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    role: 'member',
    assignableRoles: ['admin', 'member', 'viewer'],
    onRoleChange: fn(),
    onRemove: fn(),
  },
  // Rows are list items, so the story supplies the list; `parameters.narrow` squeezes it to phone width.
  decorators: [
    (Story, { parameters }) => (
      <ul style={{ maxWidth: parameters.narrow ? 320 : 560, padding: 0 }}>{Story()}</ul>
    ),
  ],
  parameters: { usage },
} satisfies Meta<typeof MemberRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {};
export const ReadOnlyForMembers: Story = {
  args: { assignableRoles: [], onRoleChange: undefined, onRemove: undefined },
};
export const Owner: Story = {
  args: { role: 'owner', assignableRoles: [], onRemove: undefined, avatarUrl: avatarDataUrl },
};
export const You: Story = {
  args: { isYou: true, assignableRoles: [], onRoleChange: undefined, role: 'admin' },
};
export const Busy: Story = { args: { busy: true } };
export const LongNameNarrow: Story = {
  args: {
    name: 'Maria Salomea Skłodowska-Curie de la Verne',
    email: 'maria.salomea.sklodowska-curie@university.example.org',
  },
  parameters: { narrow: true },
};
export const List: Story = {
  render: (args) => (
    <>
      <MemberRow userId="u-ada" name="Ada Lovelace" email="ada@example.com" role="owner" isYou />
      <MemberRow {...args} />
      <MemberRow
        userId="u-alan"
        name="Alan Turing"
        email="alan@example.com"
        role="viewer"
        assignableRoles={['admin', 'member', 'viewer']}
        onRoleChange={fn()}
        onRemove={fn()}
      />
    </>
  ),
};
export const ChangesRoleWithKeyboard: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Role of Grace Hopper' });
    select.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(args.onRoleChange).toHaveBeenCalledWith('admin'));
  },
};
export const NarrowPutsRoleUnderName: Story = {
  tags: ['test', '!autodocs', '!dev'],
  parameters: { narrow: true },
  play: async ({ canvas }) => {
    const name = canvas.getByText('Grace Hopper');
    const role = canvas.getByRole('combobox', { name: 'Role of Grace Hopper' });
    const remove = canvas.getByRole('button', { name: 'Remove Grace Hopper' });
    // The name keeps most of the row instead of sharing it with the role column.
    await expect(name.getBoundingClientRect().width).toBeGreaterThan(200);
    await expect(role.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      name.getBoundingClientRect().bottom,
    );
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(
      (canvas.getByRole('listitem').getBoundingClientRect().right ?? 0) + 1,
    );
  },
};
export const WideKeepsOneLine: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas }) => {
    const name = canvas.getByText('Grace Hopper');
    const role = canvas.getByRole('combobox', { name: 'Role of Grace Hopper' });
    await expect(role.getBoundingClientRect().top).toBeLessThan(name.getBoundingClientRect().bottom);
  },
};
