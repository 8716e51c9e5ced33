import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrow } from '../fixtures/decorators';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Workspace name', placeholder: 'Acme Inc.' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Acme Inc.' } };
export const WithDescription: Story = {
  args: { label: 'Slug', description: 'Lower-case letters, digits and hyphens; 3–40 characters.', defaultValue: 'acme' },
};
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { label: 'Slug', defaultValue: 'settings', error: 'This address is reserved. Try another one.' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Acme Inc.' } };
export const Password: Story = { args: { label: 'Password', type: 'password', autoComplete: 'new-password' } };
export const LongText: Story = {
  args: {
    label: 'A label that is much longer than usual because some languages need many more words',
    defaultValue: 'A value far longer than the field is wide, which scrolls inside the input',
    error: 'An error message that is long enough to wrap onto a second line in a narrow layout.',
  },
  decorators: [narrow],
};
