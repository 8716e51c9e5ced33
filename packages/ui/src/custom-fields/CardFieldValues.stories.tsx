import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { customFields, customFieldValues, fieldPeople } from '../fixtures/custom-fields';
import type { Usage } from '../fixtures/usage';
import { CardFieldValues } from './CardFieldValues';

const usage: Usage = {
  when: 'The custom fields of a card, in the card drawer: editors change them, everyone else reads them.',
  whenNot: 'For the few values a tile shows, pass chips to CardTile (fieldChips).',
  do: ['Show every field of the board, empty ones too', 'Save each change as it is made'],
  dont: ['Offer editing to commenters and viewers'],
  content: 'Field names are the team’s own words.',
};

const meta = {
  title: 'Board/CardFieldValues',
  component: CardFieldValues,
  args: {
    fields: customFields,
    values: customFieldValues,
    people: fieldPeople,
    canEdit: true,
    onChange: fn(),
  },
  parameters: { usage },
} satisfies Meta<typeof CardFieldValues>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {};
export const ReadOnly: Story = { args: { canEdit: false } };
export const Empty: Story = { args: { values: {} } };
