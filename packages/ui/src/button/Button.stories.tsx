import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Icon } from '../icon';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete workspace' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Small: Story = { args: { size: 'sm' } };
export const WithIcon: Story = { args: { start: <Icon name="plus" />, children: 'New board' } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: { children: 'Send the invitation to every address in the list again, including expired ones' },
  decorators: [(Story) => <div style={{ maxWidth: 320, overflow: 'hidden' }}>{Story()}</div>],
};
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(['primary', 'secondary', 'danger', 'ghost'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button {...args} disabled>
        disabled
      </Button>
    </div>
  ),
};
