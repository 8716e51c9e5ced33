import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'Pending' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'accent', 'success', 'warning', 'danger'] } },
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
