import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { customFields } from '../fixtures/custom-fields';
import type { Usage } from '../fixtures/usage';
import { CustomFieldsEditor } from './CustomFieldsEditor';

const usage: Usage = {
  when: 'A board’s admins define the fields every card of the board has.',
  whenNot: 'Setting a card’s values is CardFieldValues.',
  do: ['Name fields for what the team tracks', 'Show only a few fields on cards'],
  dont: ['Offer it to anyone but the board’s admins'],
  content: 'Field and option names are short nouns.',
};

const meta = {
  title: 'Board/CustomFieldsEditor',
  component: CustomFieldsEditor,
  args: {
    fields: customFields.slice(0, 3),
    onCreate: fn(),
    onRename: fn(),
    onShowOnCardChange: fn(),
    onDelete: fn(),
    onAddOption: fn(),
    onOptionColorChange: fn(),
    onMoveOption: fn(),
    onRemoveOption: fn(),
  },
  parameters: { usage },
} satisfies Meta<typeof CustomFieldsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoFieldsYet: Story = { args: { fields: [] } };
