import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { CardTemplatePicker } from '../card-template-picker';
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
/** An add the server refused: the host put the title back and says why. */
export const AddRefused: Story = {
  args: { open: true, value: 'Ship the beta', error: 'Couldn’t add the card. Try again.' },
};
/** Room for another way to add, such as a template. */
export const WithSecondaryAction: Story = {
  args: {
    defaultOpen: true,
    secondaryAction: (
      <Button variant="ghost" size="sm">
        From template
      </Button>
    ),
  },
};

/** Escape in a menu of the secondary action closes the menu and leaves the composer open. */
export const SecondaryMenuEscape: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: {
    defaultOpen: true,
    secondaryAction: <CardTemplatePicker templates={[{ id: 't1', title: 'Bug report' }]} onPick={fn()} />,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'From template' }));
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Bug report' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'New card in Doing' })).toBeVisible();
  },
};

const hostClosed = fn();

/** A host that holds the open state and the title (a draft kept across closes), with its own opener and check. */
function HostedComposer({ onAdd, onClose }: { onAdd: (title: string) => void; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const [title, setTitle] = useState('');
  return open ? (
    <AddCardComposer
      listName="Doing"
      open
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
      value={title}
      onValueChange={setTitle}
      validate={(typed) => (typed.includes('!') ? 'No exclamation marks here.' : undefined)}
      onAdd={onAdd}
    />
  ) : (
    <Button size="sm" onClick={() => setOpen(true)}>
      Reopen
    </Button>
  );
}

export const EnterAddsAndStaysOpen: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card to Doing' }));
    const field = canvas.getByRole('textbox', { name: 'New card in Doing' });
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
export const HostHoldsStateAndCheck: Story = {
  tags: ['test', '!autodocs', '!dev'],
  render: (args) => <HostedComposer onAdd={args.onAdd} onClose={hostClosed} />,
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'New card in Doing' });
    await expect(field).toHaveFocus();
    // The host's check replaces the built-in one.
    await userEvent.type(field, 'Ship it!{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('No exclamation marks here.');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Ship it{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Ship it');
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Escape asks the host to close: the composer draws no opener of its own.
    await userEvent.keyboard('{Escape}');
    await expect(hostClosed).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Add a card to Doing' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen' }));
    await expect(canvas.getByRole('textbox', { name: 'New card in Doing' })).toHaveFocus();
  },
};
export const CancelGivesTheTitleUp: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'New card in Doing' }), 'Half a thought');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add a card to Doing' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card to Doing' }));
    await expect(canvas.getByRole('textbox', { name: 'New card in Doing' })).toHaveValue('');
  },
};
