import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { narrow } from '../fixtures/decorators';
import { InlineAlert } from './InlineAlert';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'A message tied to a place on the page: a form error, a read-only notice.',
  whenNot: 'For a passing confirmation use Toast.',
  do: ['Put it where the problem is', 'Pick the tone by consequence'],
  dont: ['Stack several alerts; combine them'],
  content: 'Lead with what happened, then what to do.',
};

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  args: {
    tone: 'warning',
    title: 'Someone else changed this description',
    children: <p>You are seeing their version; yours was not saved and is kept below.</p>,
    actions: (
      <>
        <Button size="sm" variant="secondary">
          Copy your version
        </Button>
        <Button size="sm" variant="ghost">
          Discard your version
        </Button>
      </>
    ),
  },
  parameters: { usage },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {};
export const Info: Story = {
  args: {
    tone: 'info',
    title: undefined,
    actions: undefined,
    children: <p>This board has 30 labels, the most it can have.</p>,
  },
};
export const Success: Story = {
  args: { tone: 'success', title: 'Saved', actions: undefined, children: undefined },
};
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: "Couldn't save",
    children: <p>You seem to be offline.</p>,
    actions: undefined,
  },
};
export const Narrow: Story = { decorators: [narrow] };
