import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { narrow } from '../fixtures/decorators';
import type { Usage } from '../fixtures/usage';
import { OneTimeCodeField, type OneTimeCodeFieldProps } from './OneTimeCodeField';

const usage: Usage = {
  when: 'Asking for a short numeric code: an authenticator app’s code at sign-in, a code sent by email.',
  whenNot: 'For passwords use TextField with type="password"; for long tokens a plain TextField.',
  do: ['Say where the code comes from in the label or hint', 'Focus it when it is the only thing asked'],
  dont: ['Split it into one box per digit; paste and autofill then break'],
  content: 'Name the source: “Code from your authenticator app”.',
};

/** Keeps the value, as a form would. */
function Controlled(props: Partial<OneTimeCodeFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <OneTimeCodeField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Forms/OneTimeCodeField',
  component: OneTimeCodeField,
  args: { value: '', onValueChange: () => {} },
  render: (args) => <Controlled {...args} />,
  parameters: { usage },
} satisfies Meta<typeof OneTimeCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '123456' } };
export const WithError: Story = {
  args: { value: '123456', error: 'This code is not right. Check your authenticator app and try again.' },
};
export const CustomLabel: Story = { args: { label: 'Code from your authenticator app' } };
export const Narrow: Story = { decorators: [narrow] };
