import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrow } from '../fixtures/decorators';
import { pseudoStates, StatesGrid } from '../fixtures/states';
import { TextField } from './TextField';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'Single-line text input with a label.',
  do: ['Use the right `type` (email, url)', 'Show the format in the description'],
  dont: ['Use placeholder text as the label', 'Validate on every keystroke'],
  content: 'Labels are nouns; errors say how to fix it.',
};

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Workspace name', placeholder: 'Acme Inc.' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Acme Inc.' } };
export const WithDescription: Story = {
  args: {
    label: 'Slug',
    description: 'Lower-case letters, digits and hyphens; 3–40 characters.',
    defaultValue: 'acme',
  },
};
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { label: 'Slug', defaultValue: 'settings', error: 'This address is reserved. Try another one.' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Acme Inc.' } };
export const Password: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'new-password' },
};
export const LongText: Story = {
  args: {
    label: 'A label that is much longer than usual because some languages need many more words',
    defaultValue: 'A value far longer than the field is wide, which scrolls inside the input',
    error: 'An error message that is long enough to wrap onto a second line in a narrow layout.',
  },
  decorators: [narrow],
};

/** Rest, hover, keyboard focus and pressed, empty, filled and with an error. */
export const States: Story = {
  parameters: pseudoStates,
  render: (args) => (
    <StatesGrid
      rows={[
        { name: 'empty', render: () => <TextField {...args} /> },
        { name: 'filled', render: () => <TextField {...args} defaultValue="Acme Inc." /> },
        { name: 'error', render: () => <TextField {...args} error="Required" /> },
      ]}
    />
  ),
};
