import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { width } from '../fixtures/decorators';
import type { Usage } from '../fixtures/usage';
import { AddCardComposer } from './AddCardComposer';

const usage: Usage = {
  when: 'At the foot of every list, to add cards without leaving the board.',
  do: [
    'Keep it open after adding, so several cards go in quickly',
    'Add the card optimistically where the composer is',
  ],
  dont: ['Ask for more than a title here; details go in the card drawer'],
  content: 'The button says “Add a card”; the field’s placeholder “Card title”.',
};

const meta = {
  title: 'Board/AddCardComposer',
  component: AddCardComposer,
  args: { listName: 'Doing', onAdd: fn() },
  decorators: [width(272)],
  parameters: { usage },
} satisfies Meta<typeof AddCardComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const Disabled: Story = { args: { disabled: true } };

export const EnterAddsAndStaysOpen: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card to Doing' }));
    const field = canvas.getByRole('textbox', { name: 'Title of the new card in Doing' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, '  Ship the beta  {Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Ship the beta');
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    // An empty title is refused with a message, not sent.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Give the card a title.');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    // Escape closes it and focus returns to the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add a card to Doing' })).toHaveFocus());
  },
};
export const RefusesTooLongTitles: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { defaultOpen: true, maxLength: 10 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'A title that is too long{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('at most 10 characters');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
