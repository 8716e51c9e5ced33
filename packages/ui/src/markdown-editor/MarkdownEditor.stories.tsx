import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { narrow } from '../fixtures/decorators';
import { MarkdownEditor, type MarkdownEditorProps } from './MarkdownEditor';
import type { Usage } from '../fixtures/usage';

function Controlled(props: MarkdownEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MarkdownEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const usage: Usage = {
  when: 'Writing a card description or comment with formatting.',
  do: ['Show a preview tab', 'Keep the toolbar to the formats Markdown view renders'],
  dont: ['Use it for one-line input'],
};

const meta = {
  title: 'Content/MarkdownEditor',
  component: MarkdownEditor,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Description', value: '', onChange: fn(), onSubmit: fn(), maxLength: 20_000 },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof MarkdownEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithText: Story = {
  args: { value: 'Steps to reproduce:\n\n1. Sign in\n2. Open **any** board' },
};
export const NearLimit: Story = { args: { label: 'Comment', maxLength: 100, value: 'x'.repeat(95) } };
export const WithError: Story = { args: { value: 'Hi', error: "Couldn't save: you are offline." } };
export const Disabled: Story = { args: { value: 'Viewers cannot edit.', disabled: true } };
export const Narrow: Story = { args: { value: 'Fits a phone.' }, decorators: [narrow] };
export const PreviewAndSubmit: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(input, 'Ship **it**');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(canvas.getByText('it').tagName).toBe('STRONG');
    await expect(canvas.getByText('11 / 20000')).toBeInTheDocument();
  },
};
