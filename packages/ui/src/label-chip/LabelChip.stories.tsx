import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrow } from '../fixtures/decorators';
import { LabelChip } from './LabelChip';
import { labelColors } from './labelColors';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'A team-defined label on a card.',
  whenNot: 'For system status use Badge.',
  do: ['Keep label names short', 'Use the palette colours only'],
  dont: ['Convey meaning by colour alone: the name is always shown'],
  content: "The team's own words.",
};

const meta = {
  title: 'Data display/LabelChip',
  component: LabelChip,
  args: { name: 'Bug', color: 'red' },
  argTypes: { color: { control: 'select', options: labelColors } },
  parameters: { usage },
} satisfies Meta<typeof LabelChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
const palette: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {labelColors.map((color) => (
        <LabelChip key={color} {...args} color={color} name={color[0]?.toUpperCase() + color.slice(1)} />
      ))}
    </div>
  ),
};
export const Palette: Story = palette;
export const Compact: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 4 }}>
      {labelColors.map((color) => (
        <LabelChip key={color} color={color} name={color} compact />
      ))}
    </div>
  ),
};
export const LongName: Story = {
  args: { name: 'Needs design review before the March release', color: 'purple' },
  decorators: [narrow],
};
