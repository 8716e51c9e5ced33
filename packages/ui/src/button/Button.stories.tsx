import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Icon } from '../icon';
import { pseudoStates, StatesGrid } from '../fixtures/states';
import { Button } from './Button';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'An action: saving, creating, confirming.',
  whenNot: 'For navigation to another page use a link; for an icon alone use IconButton.',
  do: [
    'One primary button per view',
    'Put the safe choice first in dialogs (Cancel, then Delete)',
    'Use `loading` while the action runs so width stays put',
  ],
  dont: ['Use danger for anything that can be undone', 'Disable a button without saying why nearby'],
  content: 'A verb and what it acts on, sentence case: “Create board”, not “OK”.',
};

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  parameters: { usage },
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

/** Rest, hover, keyboard focus and pressed for every variant. */
export const States: Story = {
  parameters: pseudoStates,
  render: (args) => (
    <StatesGrid
      rows={(['primary', 'secondary', 'danger', 'ghost'] as const).map((variant) => ({
        name: variant,
        render: () => <Button {...args} variant={variant} />,
      }))}
    />
  ),
};
