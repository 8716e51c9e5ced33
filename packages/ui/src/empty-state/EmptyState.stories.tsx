import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { narrow } from '../fixtures/decorators';
import { Icon } from '../icon';
import { EmptyState } from './EmptyState';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'A board, list or search with nothing in it yet.',
  do: ['Say what will appear here and offer the first action', 'Keep it calm: empty is normal'],
  dont: ['Use it for errors; that is ErrorState'],
  content: 'One short sentence and one action: “No cards yet. Add the first one.”',
};

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No boards yet',
    description:
      'Boards hold the lists and cards of one project. Start with one for what your team is doing now.',
    action: <Button start={<Icon name="plus" />}>Create a board</Button>,
  },
  parameters: { usage },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {};
export const TitleOnly: Story = {
  args: { description: undefined, action: undefined, title: 'No comments yet' },
};
export const Small: Story = {
  args: { size: 'sm', icon: 'paperclip', title: 'No attachments', action: undefined },
};
export const Narrow: Story = { decorators: [narrow] };
