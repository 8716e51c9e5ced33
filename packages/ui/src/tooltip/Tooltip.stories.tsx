import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Tooltip } from './Tooltip';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'A short hint on hover and focus for something whose purpose is not written.',
  do: ['Keep it to a few words', 'Mention the keyboard shortcut with Kbd'],
  dont: ['Put essential information or interactive content in a tooltip; use Popover'],
  content: 'No punctuation, sentence case.',
};

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Archived boards stay searchable',
    children: <Button variant="secondary">Archive</Button>,
  },
  decorators: [(Story) => <div style={{ padding: '48px 24px' }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const LongText: Story = {
  args: {
    defaultOpen: true,
    content:
      'Work-in-progress limits warn the team when a list holds more cards than agreed; they never block moving a card.',
  },
};
export const ShowsOnFocus: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Archive' })).toHaveFocus();
    await waitFor(() =>
      expect(document.querySelector('[role="tooltip"]')).toHaveTextContent('Archived boards'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[role="tooltip"]')).toBeNull());
  },
};
