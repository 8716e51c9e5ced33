import type { Meta, StoryObj } from '@storybook/react-vite';
import { everyone, people } from '../fixtures/fixtures';
import { AvatarStack } from './AvatarStack';
import { peopleControl } from '../fixtures/controls';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'A few people at a glance: assignees on a card, viewers of a board.',
  whenNot: 'For a full list of members with roles, use MemberRow.',
  do: [
    'Cap it with `max` and let the +N button name the rest',
    'Give it a `label` that says who these people are',
  ],
  dont: [
    'Show more than five faces on a card tile',
    'Rely on faces alone: names are in the tooltip and the label',
  ],
  content: 'Label says the group: “Assigned to”, “Viewing this board”.',
};

const meta = {
  title: 'People/AvatarStack',
  component: AvatarStack,
  argTypes: { people: peopleControl },
  args: { label: 'Viewing this board', people: everyone.slice(0, 3) },
  parameters: { usage },
} satisfies Meta<typeof AvatarStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};
export const One: Story = { args: { people: [people.ada] } };
export const Empty: Story = { args: { people: [] } };
export const Overflow: Story = { args: { people: everyone, max: 4 } };
export const Online: Story = {
  args: { people: everyone.slice(0, 4).map((person) => ({ ...person, online: true })) },
};
export const ManyPeople: Story = {
  args: {
    people: Array.from({ length: 48 }, (_, index) => ({ id: `p${index}`, name: `Person ${index + 1}` })),
    size: 'md',
  },
};
