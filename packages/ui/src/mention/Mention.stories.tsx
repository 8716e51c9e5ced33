import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { width } from '../fixtures/decorators';
import { everyone } from '../fixtures/fixtures';
import { MarkdownEditor } from '../markdown-editor';
import { MarkdownView } from '../markdown-view';
import { MentionChip } from './MentionChip';
import { MentionPicker } from './MentionPicker';
import type { Usage } from '../fixtures/usage';

const ADA = '6f1c8a62-1b7e-4c1e-9f57-1b2c3d4e5f60';
const GRACE = '0b7e1c3a-5d2f-4a8e-9c1b-2d3e4f5a6b7c';

const usage: Usage = {
  when: 'A person mentioned in a comment.',
  do: ["Show the person's current name"],
  dont: ['Style mentions like links to other pages'],
};

const meta = {
  title: 'Text/Mentions',
  component: MentionChip,
  args: { name: 'Ada Lovelace' },
  decorators: [width(420)],
  parameters: { usage },
} satisfies Meta<typeof MentionChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chip: Story = {};
export const ChipForMe: Story = { args: { self: true } };
export const InMarkdown: Story = {
  render: () => (
    <MarkdownView
      selfId={GRACE}
      source={`Thanks @[Ada Lovelace](${ADA}), over to @[Grace Hopper](${GRACE}) for **review**.\n\nA normal [link](https://example.com) stays a link; an email like ada@example.com stays text.`}
    />
  ),
};
export const Picker: Story = {
  render: () => (
    <MentionPicker id="picker" people={everyone.slice(0, 4)} activeIndex={1} onPick={() => undefined} />
  ),
};
export const PickerNoMatch: Story = {
  render: () => <MentionPicker id="picker" people={[]} activeIndex={0} onPick={() => undefined} />,
};

function EditorWithMentions() {
  const [value, setValue] = useState('Ping @gr');
  return (
    <MarkdownEditor
      label="Comment"
      value={value}
      onChange={setValue}
      autoFocus
      mentions={{ people: everyone, format: (p) => `@[${p.name}](${p.id})` }}
    />
  );
}
export const EditorPicker: Story = { render: () => <EditorWithMentions /> };
