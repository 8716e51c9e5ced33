import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import { DropdownMenu } from '../dropdown-menu';
import type { Usage } from '../fixtures/usage';
import { BulkActionBar } from './BulkActionBar';

const usage: Usage = {
  when: 'Above a table while any of its rows is selected: the actions that apply to all of them at once.',
  whenNot: 'For one card: its own menu or drawer acts on it.',
  do: [
    'Say how many items are selected',
    'Offer one Undo for the whole action (a toast after it)',
    'Disable the actions while one runs, never the way to clear',
  ],
  dont: ['Hide the bar while an action runs: the count stays', 'Act without a choice when a menu has none'],
  content: 'Verbs for the actions (“Move to list”, “Archive”); the count is a number, not a sentence.',
};

const onMove = fn<(list: string) => void>();
const onArchive = fn<() => void>();

/** The actions a board's table passes in: a menu of lists and a plain button. */
function actions(busy: boolean) {
  return (
    <>
      <DropdownMenu
        align="start"
        trigger={
          <Button variant="secondary" size="sm" disabled={busy}>
            Move to list
          </Button>
        }
        items={[
          {
            id: 'doing',
            label: 'Doing',
            onSelect: () => {
              onMove('doing');
            },
          },
          {
            id: 'done',
            label: 'Done',
            onSelect: () => {
              onMove('done');
            },
          },
        ]}
      />
      <Button variant="secondary" size="sm" disabled={busy} onClick={onArchive}>
        Archive
      </Button>
    </>
  );
}

const meta = {
  title: 'Board/BulkActionBar',
  component: BulkActionBar,
  args: { count: 3, onClear: fn(), children: actions(false) },
  parameters: { usage },
} satisfies Meta<typeof BulkActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three rows selected, with a menu and a button as the actions. */
export const Showcase: Story = {};

export const One: Story = { args: { count: 1 } };

/** While an action runs its buttons wait; clearing the selection still works. */
export const Busy: Story = {
  args: { children: actions(true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Archive' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear selection' })).toBeEnabled();
  },
};

/**
 * The whole bar from the keyboard: Tab reaches the menu, Enter opens it, an arrow and Enter pick a
 * list, Tab on to clear. Not the file's first story: the German sample renders that one, and this
 * play reads the English names.
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const bar = canvas.getByRole('toolbar', { name: 'Selected cards' });
    await expect(bar).toHaveTextContent('3 selected');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Move to list' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const done = await screen.findByRole('menuitem', { name: 'Done' });
    // The menu takes focus a moment after it renders; an arrow pressed before that is lost.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Doing' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(done).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onMove).toHaveBeenCalledWith('done');
    // Focus goes back to the trigger as the menu closes; a Tab while it is still open stays in it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move to list' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear selection' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { count: 12 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('toolbar', { name: 'Ausgewählte Karten' });
    await expect(bar).toHaveTextContent('12 ausgewählt');
    await expect(canvas.getByRole('button', { name: 'Auswahl aufheben' })).toBeVisible();
  },
};
