import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardTile } from '../card-tile';
import { now } from '../fixtures/fixtures';
import type { Usage } from '../fixtures/usage';
import { Stack } from '../layout';
import { DropIndicator } from './DropIndicator';

const usage: Usage = {
  when: 'While dragging a card or list: the line shows exactly where it will land.',
  do: ['Show one indicator at a time', 'Announce the position in words through the drag-and-drop library'],
  dont: ['Use it as a divider'],
};

const meta = {
  title: 'Board/DropIndicator',
  component: DropIndicator,
  parameters: { usage },
} satisfies Meta<typeof DropIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BetweenCards: Story = {
  render: (args) => (
    <Stack gap={2} style={{ width: 260 }}>
      <CardTile title="Write the onboarding checklist" now={now} onOpen={() => undefined} />
      <DropIndicator {...args} />
      <CardTile title="Plan the team offsite" now={now} onOpen={() => undefined} />
    </Stack>
  ),
};
export const BetweenLists: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, height: 120 }}>
      <div style={{ width: 120, background: 'var(--tb-color-bg-subtle)', borderRadius: 8 }} />
      <DropIndicator {...args} />
      <div style={{ width: 120, background: 'var(--tb-color-bg-subtle)', borderRadius: 8 }} />
    </div>
  ),
};
