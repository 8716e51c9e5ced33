import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { narrow } from '../fixtures/decorators';
import { Select } from './Select';
import type { Usage } from '../fixtures/usage';

const roles = [
  { value: 'admin', label: 'Admin' },
  { value: 'member', label: 'Member' },
  { value: 'viewer', label: 'Viewer' },
];

const usage: Usage = {
  when: 'Choosing one value from a short, known list (≤ 10).',
  whenNot: 'For long or searchable lists use Combobox; for 2–4 options visible at once use SegmentedControl.',
  do: ['Preselect the most common value'],
  dont: ['Use it for actions; that is DropdownMenu'],
  content: 'Options are nouns in sentence case.',
};

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Role', options: roles, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const Selected: Story = { args: { defaultValue: 'member' } };
export const WithError: Story = { args: { error: 'Choose a role.', required: true } };
export const Disabled: Story = { args: { defaultValue: 'viewer', disabled: true } };
export const DisabledOption: Story = {
  args: {
    options: [...roles, { value: 'owner', label: 'Owner (only owners can grant this)', disabled: true }],
  },
};
export const ManyOptions: Story = {
  args: {
    label: 'Move to list',
    options: Array.from({ length: 40 }, (_, index) => ({
      value: `list-${index}`,
      label: `List number ${index + 1}`,
    })),
  },
  decorators: [narrow],
};
export const KeyboardSelection: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Role' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelector('[role="listbox"]')).not.toBeNull());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('member'));
    await expect(trigger).toHaveTextContent('Member');
  },
};
