import type { Meta, StoryObj } from '@storybook/react-vite';
import { everyone, people } from '../fixtures/fixtures';
import { AvatarStack } from './AvatarStack';

const meta = {
  title: 'People/AvatarStack',
  component: AvatarStack,
  args: { label: 'Viewing this board', people: everyone.slice(0, 3) },
} satisfies Meta<typeof AvatarStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};
export const One: Story = { args: { people: [people.ada] } };
export const Empty: Story = { args: { people: [] } };
export const Overflow: Story = { args: { people: everyone, max: 4 } };
export const Online: Story = { args: { people: everyone.slice(0, 4).map((person) => ({ ...person, online: true })) } };
export const ManyPeople: Story = {
  args: {
    people: Array.from({ length: 48 }, (_, index) => ({ id: `p${index}`, name: `Person ${index + 1}` })),
    size: 'md',
  },
};
