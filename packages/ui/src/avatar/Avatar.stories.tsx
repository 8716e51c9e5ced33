import type { Meta, StoryObj } from '@storybook/react-vite';
import { avatarDataUrl, everyone } from '../fixtures/fixtures';
import { Avatar } from './Avatar';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'One person: in comments, menus, member rows.',
  whenNot: 'Several people side by side belong in an AvatarStack.',
  do: ['Let initials and colour come from the name so they stay stable', 'Use `xs`/`sm` inside dense rows'],
  dont: ['Use an avatar as the only way to tell who did something', 'Crop a photo to a different shape'],
  content: "The accessible name is the person's full name.",
};

const meta = {
  title: 'People/Avatar',
  component: Avatar,
  args: { name: 'Grace Hopper' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] } },
  parameters: { usage },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const WithImage: Story = { args: { src: avatarDataUrl } };
export const BrokenImage: Story = { args: { src: 'data:image/png;base64,broken' } };
export const Online: Story = { args: { online: true } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
export const EveryColour: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {[
        ...everyone,
        { id: 'x', name: 'Émile Zola' },
        { id: 'y', name: 'single' },
        { id: 'z', name: '  ' },
      ].map((person) => (
        <Avatar key={person.id} name={person.name} colorKey={person.id} />
      ))}
    </div>
  ),
};
