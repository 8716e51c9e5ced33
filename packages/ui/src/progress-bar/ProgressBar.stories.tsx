import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'Progress of something measurable: an upload, a checklist.',
  whenNot: 'For unknown durations use Spinner.',
  do: ['Label what is progressing'],
  dont: ['Fake progress'],
};

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 40, label: 'Uploading design.fig', showValue: true },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100, tone: 'success' } };
export const Failed: Story = { args: { value: 63, tone: 'danger' } };
export const Indeterminate: Story = { args: { value: null } };
export const Small: Story = { args: { size: 'sm', showValue: false } };
