import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'A short status or count next to something: “Overdue”, “3”, “Admin”.',
  whenNot: 'For user-defined categories use LabelChip; for sentences use InlineAlert.',
  do: ['Pick the tone by meaning (danger = needs action)', 'Keep it to one or two words'],
  dont: ['Make a badge clickable', 'Stack several tones on one item'],
  content: 'Sentence case, no punctuation, ≤ 2 words.',
};

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'Pending' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'accent', 'success', 'warning', 'danger'] },
  },
  parameters: { usage },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Viewer</Badge>
      <Badge tone="accent">Owner</Badge>
      <Badge tone="success">Accepted</Badge>
      <Badge tone="warning">Due soon</Badge>
      <Badge tone="danger">Overdue</Badge>
    </div>
  ),
};
export const Tones: Story = AllTones;
