import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'Where content is loading and its shape is known.',
  whenNot: 'For actions in progress use Spinner.',
  do: ['Match the shape of what will appear'],
  dont: ['Show skeletons for more than a few seconds without a message'],
};

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = { args: { height: 72 } };
export const TextLines: Story = { args: { lines: 3 } };
export const Circle: Story = { args: { shape: 'circle', width: 32, height: 32 } };
const card: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" width={40} height={40} />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
    </div>
  ),
};
export const Composite: Story = card;
