import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconButton } from '../icon-button';
import { DropdownMenu, type DropdownMenuEntry } from './DropdownMenu';
import type { Usage } from '../fixtures/usage';

const listActions: DropdownMenuEntry[] = [
  { id: 'label', type: 'label', label: 'List' },
  { id: 'rename', label: 'Rename', icon: 'edit', onSelect: fn() },
  { id: 'limit', label: 'Set WIP limit', icon: 'alert', onSelect: fn() },
  { id: 'locked', label: 'Move list (no permission)', icon: 'grip', onSelect: fn(), disabled: true },
  { id: 'sep', type: 'separator' },
  { id: 'archive', label: 'Archive list', icon: 'trash', danger: true, onSelect: fn() },
];

const usage: Usage = {
  when: 'A handful of actions on one object: list or card menus.',
  whenNot: 'To choose a value, use Select or Combobox.',
  do: ['Put destructive items last, in danger tone', 'Use icons consistently or not at all'],
  dont: ['Nest menus more than one level', 'Hide the only way to do something in a menu'],
  content: 'Items are verbs: “Rename list”, “Archive”.',
};

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: { trigger: <IconButton icon="more" label="List actions" tooltip={false} />, items: listActions },
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'center', minHeight: 260 }}>{Story()}</div>,
  ],
  parameters: { usage, modal: true },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const LongLabels: Story = {
  args: {
    defaultOpen: true,
    items: [
      { id: 'a', label: 'Move every card in this list to another board in the workspace', onSelect: fn() },
      { id: 'b', label: 'Copy', onSelect: fn() },
    ],
  },
};
export const Checkboxes: Story = {
  args: {
    defaultOpen: true,
    items: [
      { id: 'heading', type: 'label', label: 'Filter by label' },
      { id: 'bug', type: 'checkbox', label: 'Bug', checked: true, onCheckedChange: fn() },
      { id: 'design', type: 'checkbox', label: 'Design', checked: false, onCheckedChange: fn() },
      {
        id: 'ops',
        type: 'checkbox',
        label: 'Ops (archived)',
        checked: false,
        onCheckedChange: fn(),
        disabled: true,
      },
    ],
  },
};
