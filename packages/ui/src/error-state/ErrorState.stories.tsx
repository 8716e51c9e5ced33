import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { narrow } from '../fixtures/decorators';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    title: "The board didn't load",
    message: 'You seem to be offline. Check your connection and try again.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Retryable: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const NotRetryable: Story = {
  args: { title: 'Board not found', message: 'It may have been deleted, or you are not a member.', onRetry: undefined },
};
export const Small: Story = { args: { size: 'sm' } };
export const Narrow: Story = { decorators: [narrow] };
