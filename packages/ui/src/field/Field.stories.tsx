import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './Field';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'The label, description and error wiring around any custom control.',
  whenNot: 'Text inputs already come as TextField and TextArea.',
  do: ['Always give a visible label', 'Show errors under the control after the user leaves it'],
  dont: ['Use placeholder text as the label'],
  content: 'Labels are nouns; errors say how to fix it.',
};

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Work-in-progress limit',
    description: 'Leave empty for no limit.',
    children: (control) => <input className="tb-control" type="number" min={1} max={999} {...control} />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Between 1 and 999.' } };
export const Required: Story = { args: { required: true, description: undefined } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
