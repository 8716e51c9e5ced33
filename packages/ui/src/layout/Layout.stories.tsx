import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge';
import { Button } from '../button';
import type { Usage } from '../fixtures/usage';
import { Text } from '../text';
import { Inline } from './Inline';
import { Stack } from './Stack';

const usage: Usage = {
  when: 'Laying out a screen or panel: Stack puts children one under another, Inline side by side, both with a gap from the spacing scale.',
  whenNot:
    'Grids of cards or complex two-dimensional layouts are plain CSS grid in the feature’s stylesheet.',
  do: [
    'Choose gaps from the scale: 1–2 within a group, 3–4 between groups',
    'Nest Inline in Stack for rows of actions',
  ],
  dont: [
    'Add margins to children to space them',
    'Use Inline for content that must not wrap without `wrap={false}`',
  ],
};

const meta = {
  title: 'Layout/Stack and Inline',
  component: Stack,
  args: { gap: 3 },
  argTypes: { gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12] } },
  parameters: { usage },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Panel: Story = {
  render: (args) => (
    <Stack {...args} style={{ maxWidth: 360 }}>
      <Text as="h2" size="lg" weight="bold">
        Quarterly roadmap
      </Text>
      <Text tone="muted">Six lists, 42 cards, last changed an hour ago.</Text>
      <Inline gap={1}>
        <Badge tone="accent">Active</Badge>
        <Badge>Design</Badge>
      </Inline>
      <Inline gap={2} justify="end">
        <Button variant="ghost">Cancel</Button>
        <Button>Open board</Button>
      </Inline>
    </Stack>
  ),
};
export const InlineWrapping: Story = {
  render: () => (
    <Inline gap={2} style={{ maxWidth: 240, outline: '1px dashed var(--tb-color-border)' }}>
      {['Bug', 'Design', 'Backend', 'Docs', 'Urgent', 'Feature'].map((name) => (
        <Badge key={name}>{name}</Badge>
      ))}
    </Inline>
  ),
};
export const AsList: Story = {
  render: (args) => (
    <Stack {...args} as="ul" gap={1}>
      <li>Accounts</li>
      <li>Access</li>
      <li>A buddy</li>
    </Stack>
  ),
};
