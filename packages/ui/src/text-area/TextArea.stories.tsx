import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextArea, type TextAreaProps } from './TextArea';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'Multi-line plain text.',
  whenNot: 'For formatted text use MarkdownEditor.',
  do: ['Show the limit when there is one'],
  dont: ['Use it for a single line'],
};

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Board description', placeholder: 'What is this board for?' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
function Counted(props: TextAreaProps) {
  const [value, setValue] = useState('Quarterly planning for the platform team.');
  return <TextArea {...props} value={value} onChange={(event) => setValue(event.currentTarget.value)} />;
}

export const WithCount: Story = {
  render: (args) => <Counted {...args} />,
  args: { maxLength: 2000, showCount: true },
};
export const WithError: Story = {
  args: { error: 'At most 2,000 characters.', defaultValue: 'x'.repeat(120) },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read-only for viewers.' } };
