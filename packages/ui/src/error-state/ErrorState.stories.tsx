import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { narrow } from '../fixtures/decorators';
import { ErrorState } from './ErrorState';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'A part of the screen failed to load.',
  whenNot: 'For a failed form submission use InlineAlert near the form.',
  do: ['Offer Retry when retrying can help', 'Keep the rest of the screen usable'],
  dont: ['Show stack traces or codes as the main text'],
  content: "Say what failed and what to do: “Couldn't load this board. Try again.”",
};

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    title: "The board didn't load",
    message: 'You seem to be offline. Check your connection and try again.',
    onRetry: fn(),
  },
  parameters: { usage },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Retryable: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const NotRetryable: Story = {
  args: {
    title: 'Board not found',
    message: 'It may have been deleted, or you are not a member.',
    onRetry: undefined,
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Narrow: Story = { decorators: [narrow] };
