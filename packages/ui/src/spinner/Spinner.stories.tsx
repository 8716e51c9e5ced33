import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'A short wait of unknown length inside a control or region.',
  whenNot: 'For page content with known shape use Skeleton.',
  do: ['Give it a label for screen readers'],
  dont: ['Show several spinners at once'],
};

const meta = { title: 'Feedback/Spinner', component: Spinner, parameters: { usage } } satisfies Meta<
  typeof Spinner
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', label: 'Loading board' } };
