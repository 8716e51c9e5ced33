import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Usage } from '../fixtures/usage';
import { Stack } from '../layout';
import { Text } from './Text';

const usage: Usage = {
  when: 'Any text a screen sets itself: headings, descriptions, hints, metadata.',
  do: [
    'Pick the element for meaning (`as="h2"`) and the size for looks, separately',
    'Use `tone="muted"` for secondary text',
  ],
  dont: ['Set font sizes or colours inline', 'Use a tone as the only signal: say it in words too'],
  content: 'Sentence case everywhere; no ALL CAPS.',
};

const meta = {
  title: 'Layout/Text',
  component: Text,
  args: { children: 'Move the card to Done when it ships.' },
  parameters: { usage },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const Scale: Story = {
  render: (args) => (
    <Stack gap={2}>
      {(['2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const).map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};
export const Tones: Story = {
  render: (args) => (
    <Stack gap={1}>
      {(['default', 'muted', 'accent', 'danger', 'success', 'warning'] as const).map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};
export const Truncated: Story = {
  args: {
    truncate: true,
    children: 'A very long card title that does not fit into the narrow column of the board at all',
  },
  decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>],
};
