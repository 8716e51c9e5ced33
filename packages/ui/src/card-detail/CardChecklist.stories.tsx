import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { narrow } from '../fixtures/decorators';
import { hoursFromNow, now, people } from '../fixtures/fixtures';
import type { Usage } from '../fixtures/usage';
import { CardChecklist } from './CardChecklist';
import type { ChecklistGroup } from './checklist-types';

const usage: Usage = {
  when: 'In the card drawer, for the steps of a card: one or more named checklists.',
  do: [
    'Give an item an owner and a due date when one person does it by a day',
    'Turn an item that grew into a card of its own',
  ],
  dont: ['Use a checklist for work that several people track: that is a card'],
  content: 'Checklists are named by the team; the first one a card gets is “Checklist”.',
};

const checklists: ChecklistGroup[] = [
  {
    id: 'l1',
    name: 'Before launch',
    items: [
      {
        id: 'i1',
        body: 'Book the venue',
        done: true,
        ownerId: people.ada.id,
        dueAt: hoursFromNow(48).toISOString(),
      },
      { id: 'i2', body: 'Write the recap', done: false, convertedCardId: 'card-9' },
      { id: 'i3', body: 'Send the invitations', done: false },
    ],
  },
  { id: 'l2', name: 'After launch', items: [{ id: 'i4', body: 'Thank the speakers', done: false }] },
];

const meta = {
  title: 'Card/CardChecklist',
  component: CardChecklist,
  args: {
    checklists,
    people: [people.ada, people.grace],
    now,
    cardTitleOf: (cardId: string) => (cardId === 'card-9' ? 'Recap for the blog' : undefined),
    onAdd: fn(),
    onToggle: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onMove: fn(),
    onDetails: fn(),
    onConvert: fn(),
    onAddChecklist: fn(),
    onRenameChecklist: fn(),
    onMoveChecklist: fn(),
    onDeleteChecklist: fn(),
  },
  decorators: [narrow],
  parameters: { usage },
} satisfies Meta<typeof CardChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamedChecklists: Story = {};
export const Empty: Story = { args: { checklists: [] } };
export const ReadOnly: Story = { args: { readOnly: true } };
/** A host link for the card an item became (the app passes its router's link). */
export const LinkedCard: Story = {
  args: {
    renderCardLink: (cardId: string, text: string) => <a href={`#/cards/${cardId}`}>{text}</a>,
  },
};
export const TooManyChecklists: Story = {
  args: {
    checklists: Array.from({ length: 10 }, (_, index) => ({
      id: `l${index}`,
      name: `Phase ${index + 1}`,
      items: [],
    })),
  },
};

export const AddsEditsAndRefusesBlankText: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const add = canvas.getByRole('textbox', { name: 'New item in “After launch”' });
    await userEvent.type(add, '   {Enter}');
    await expect(canvas.getByText('Write something first.')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.clear(add);
    await userEvent.type(add, '  Post the photos {Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('l2', 'Post the photos');
    await expect(add).toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: 'Actions for “Send the invitations”' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit' }));
    const edit = canvas.getByRole('textbox', { name: 'Edit checklist item' });
    await waitFor(() => expect(edit).toHaveFocus());
    // Escape ends the edit and keeps the item as it was.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: 'Edit checklist item' })).toBeNull();
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

export const ItemMenuMovesOwnsAndConverts: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText('Owner: Ada Lovelace')).toBeVisible();
    await expect(canvas.getByText('Card: Recap for the blog')).toBeVisible();
    const body = within(canvasElement.ownerDocument.body);

    await userEvent.click(canvas.getByRole('button', { name: 'Actions for “Book the venue”' }));
    // The first item cannot go up.
    await expect(await body.findByRole('menuitem', { name: 'Move up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(body.getByRole('menuitem', { name: 'Move down' }));
    await expect(args.onMove).toHaveBeenCalledWith('i1', 1);

    // An item already turned into a card is not offered again.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for “Write the recap”' }));
    await expect(await body.findByRole('menuitem', { name: 'Turn into a card' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');

    await userEvent.click(canvas.getByRole('button', { name: 'Actions for “Send the invitations”' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Owner and due date' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Owner of “Send the invitations”' }));
    await userEvent.click(await body.findByRole('option', { name: 'Grace Hopper' }));
    await expect(args.onDetails).toHaveBeenCalledWith('i3', { assigneeId: people.grace.id });
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.queryByRole('combobox', { name: 'Owner of “Send the invitations”' })).toBeNull();
  },
};

export const AddsAChecklist: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole('textbox', { name: 'New checklist name' });
    await userEvent.type(name, '{Enter}');
    await expect(canvas.getByText('Write something first.')).toBeVisible();
    await userEvent.type(name, 'Follow-ups{Enter}');
    await expect(args.onAddChecklist).toHaveBeenCalledWith('Follow-ups');
    await expect(name).toHaveValue('');
  },
};
