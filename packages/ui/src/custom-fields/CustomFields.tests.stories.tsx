import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { customFields, customFieldValues, fieldPeople } from '../fixtures/custom-fields';
import { CardTile } from '../card-tile';
import { CardFieldValues } from './CardFieldValues';
import { CustomFieldsEditor } from './CustomFieldsEditor';
import { fieldChips } from './format-field-value';

const words = { yes: 'Yes', no: 'No', unknown: 'Unknown' };

const meta = {
  title: 'Board/CustomFields/Tests',
  component: CardFieldValues,
  tags: ['test', '!autodocs', '!dev'],
  args: {
    fields: customFields,
    values: customFieldValues,
    people: fieldPeople,
    canEdit: true,
    onChange: fn(),
  },
} satisfies Meta<typeof CardFieldValues>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditorsChangeEachKind: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const effort = canvas.getByRole('spinbutton', { name: 'Effort' });
    await userEvent.clear(effort);
    await userEvent.type(effort, '3.5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('f-effort', 3.5);

    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(notes, "'); drop table cards; --");
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('f-notes', "'); drop table cards; --");

    // Leaving a control without changing it commits nothing.
    const calls = (args.onChange as ReturnType<typeof fn>).mock.calls.length;
    canvas.getByRole('textbox', { name: 'Spec' }).focus();
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledTimes(calls);

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Signed off' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('f-signed', false);

    const platforms = within(canvas.getByRole('group', { name: 'Platforms' }));
    await userEvent.click(platforms.getByRole('checkbox', { name: 'Web' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('f-platforms', ['o-android']);

    await userEvent.click(canvas.getByRole('combobox', { name: 'Stage' }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Shipped' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('f-stage', 'o-shipped');

    await userEvent.click(canvas.getByRole('combobox', { name: 'Owner' }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'None' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('f-owner', null);
  },
};

export const ReadersSeeWordsNotControls: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByText('Grace Hopper')).toBeVisible();
    await expect(canvas.getByText('12.5 h')).toBeVisible();
    await expect(canvas.getByText('Web, Android')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://example.com/spec' })).toHaveAttribute(
      'rel',
      'noreferrer noopener',
    );
    await expect(canvas.getAllByText('Empty')).toHaveLength(1);
  },
};

export const TileShowsOnlyShowOnCardFields: Story = {
  render: (args) => (
    <CardTile
      title="Checkout redesign"
      fields={fieldChips(args.fields, args.values, args.people, 'en', words)}
      onOpen={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const chips = within(within(canvasElement).getByRole('list', { name: 'Fields' })).getAllByRole(
      'listitem',
    );
    await expect(chips.map((chip) => chip.textContent)).toEqual(['Stage: Building', 'Owner: Grace Hopper']);
  },
};

export const AdminsDefineFieldsAndOptions: Story = {
  render: () => <AdminEditor />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'New field' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Number' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Field name' }), 'Estimate');
    await userEvent.type(form.getByRole('textbox', { name: 'Unit (optional)' }), 'pts');
    await userEvent.click(form.getByRole('button', { name: 'Add field' }));
    await expect(editorArgs.onCreate).toHaveBeenCalledWith({ name: 'Estimate', type: 'number', unit: 'pts' });
    await expect(form.getByRole('textbox', { name: 'Field name' })).toHaveValue('');

    await userEvent.click(canvas.getByRole('switch', { name: 'Show “Owner” on cards' }));
    await expect(editorArgs.onShowOnCardChange).toHaveBeenCalledWith('f-owner', false);

    const options = within(canvas.getByRole('list', { name: 'Options of “Stage”' }));
    await expect(options.getByRole('button', { name: 'Move “Planned” up' })).toBeDisabled();
    await userEvent.click(options.getByRole('button', { name: 'Move “Planned” down' }));
    await expect(editorArgs.onMoveOption).toHaveBeenCalledWith('f-stage', 'o-planned', 1);
    await userEvent.click(options.getByRole('button', { name: 'Remove option “Shipped”' }));
    await expect(editorArgs.onRemoveOption).toHaveBeenCalledWith('f-stage', 'o-shipped');

    await userEvent.type(canvas.getByRole('textbox', { name: 'New option for “Stage”' }), 'Blocked{Enter}');
    await expect(editorArgs.onAddOption).toHaveBeenCalledWith('f-stage', 'Blocked', 'yellow');

    await userEvent.click(canvas.getByRole('button', { name: 'Delete field “Effort”' }));
    await expect(editorArgs.onDelete).toHaveBeenCalledWith('f-effort');
  },
};

const editorArgs = {
  onCreate: fn(),
  onRename: fn(),
  onShowOnCardChange: fn(),
  onDelete: fn(),
  onAddOption: fn(),
  onOptionColorChange: fn(),
  onMoveOption: fn(),
  onRemoveOption: fn(),
};

function AdminEditor() {
  return <CustomFieldsEditor fields={customFields.slice(0, 3)} {...editorArgs} />;
}
