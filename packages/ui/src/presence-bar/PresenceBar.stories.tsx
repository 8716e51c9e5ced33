import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrow } from '../fixtures/decorators';
import { everyone, people } from '../fixtures/fixtures';
import { PresenceBar } from './PresenceBar';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'Who else is on this board right now, and whether live updates are connected.',
  do: ['Show the offline state plainly'],
  dont: ['Hide it when offline: people need to know'],
};

const meta = {
  title: 'Board/PresenceBar',
  component: PresenceBar,
  args: {
    viewers: [{ ...people.grace, openCard: 'Rate-limit the invite endpoint' }, people.alan, people.katherine],
    connection: 'live',
  },
  parameters: { usage },
} satisfies Meta<typeof PresenceBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {};
export const Alone: Story = { args: { viewers: [] } };
export const OneOther: Story = { args: { viewers: [people.grace] } };
export const Crowded: Story = {
  args: { viewers: [...everyone, ...everyone.map((person) => ({ ...person, id: `${person.id}-2` }))] },
};
export const Reconnecting: Story = { args: { connection: 'connecting' } };
export const Offline: Story = { args: { connection: 'offline' } };
export const Narrow: Story = { decorators: [narrow] };
