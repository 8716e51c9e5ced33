import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CommandPalette } from './CommandPalette';
import { PaletteDemo, paletteGroups } from './CommandPalette.fixtures';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'Jumping to any board, card or action by typing.',
  do: ['Open it with ⌘K / Ctrl K and show that shortcut', 'Group results by kind'],
  dont: ['Put actions here that exist nowhere else'],
  content: 'Result labels are names; actions start with a verb.',
};

const meta = {
  title: 'Navigation/CommandPalette',
  component: CommandPalette,
  render: (args) => <PaletteDemo {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    query: 'road',
    onQueryChange: fn(),
    groups: paletteGroups,
    onSelect: fn(),
  },
  decorators: [(Story) => <div style={{ minHeight: 480 }}>{Story()}</div>],
  parameters: { usage, modal: true },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const AllGroups: Story = { args: { query: '' } };
export const Loading: Story = { args: { query: 'quarterly', loading: true } };
export const NothingFound: Story = { args: { query: 'zeppelin' } };
