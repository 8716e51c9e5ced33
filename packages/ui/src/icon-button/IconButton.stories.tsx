import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'more', label: 'List actions', onClick: fn() },
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
