import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pseudoStates, StatesGrid } from '../fixtures/states';
import { IconButton } from './IconButton';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'A compact action where an icon is universally understood: close, more, delete.',
  whenNot: 'When the meaning is not obvious, use a Button with text.',
  do: [
    'Always pass a `label`; it is the accessible name and the tooltip',
    'Use the same icon for the same action everywhere',
  ],
  dont: ['Use an icon button for the primary action of a view'],
  content: 'The label is a verb phrase: “Delete item”, “Close”.',
};

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'more', label: 'List actions', onClick: fn() },
  parameters: { usage },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', icon: 'plus', label: 'Add a list' } };
export const Danger: Story = { args: { variant: 'danger', icon: 'trash', label: 'Delete attachment' } };
export const Small: Story = { args: { size: 'sm', icon: 'close', label: 'Remove' } };
export const Disabled: Story = { args: { disabled: true } };
export const TooltipShown: Story = {
  render: (args) => (
    <div style={{ padding: 40 }}>
      <IconButton {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'List actions' }));
  },
};

/** Rest, hover, keyboard focus and pressed for every variant. */
export const States: Story = {
  parameters: pseudoStates,
  render: (args) => (
    <StatesGrid
      rows={(['ghost', 'secondary', 'danger'] as const).map((variant) => ({
        name: variant,
        render: () => <IconButton {...args} variant={variant} tooltip={false} />,
      }))}
    />
  ),
};
