import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { TableDemo } from './DataTable.fixtures';

const meta = {
  title: 'Board/DataTable/Tests',
  component: TableDemo,
  tags: ['test', '!autodocs', '!dev'],
  args: { onCommit: fn(), onSort: fn() },
} satisfies Meta<typeof TableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SortableHeadersAnnounceTheOrder: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const due = canvas.getByRole('columnheader', { name: 'Due' });
    await expect(due).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Due' }));
    await expect(due).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: 'Title' }));
    await expect(args.onSort).toHaveBeenLastCalledWith('title');
    await expect(due).not.toHaveAttribute('aria-sort');
    await expect(canvas.getByRole('columnheader', { name: 'Title' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // A header without sorting is plain text.
    await expect(canvas.queryByRole('button', { name: 'List' })).toBeNull();
  },
};

export const EnterEditsEscapeCancels: Story = {
  play: async ({ canvas, userEvent }) => {
    const cell = canvas.getAllByRole('gridcell')[0]!;
    await userEvent.click(cell);
    await userEvent.keyboard('{Enter}');
    const editor = canvas.getByRole('textbox', { name: 'Title of Ship the search' });
    await expect(editor).toHaveFocus();
    await expect(editor).toHaveValue('Ship the search');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(cell).toHaveFocus();
  },
};

export const DatesEditAsDays: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const cell = canvas.getAllByRole('gridcell')[1]!;
    await userEvent.dblClick(cell);
    const editor = canvas.getByLabelText('Due date of Ship the search');
    await expect(editor).toHaveValue('2026-11-23');
    await userEvent.clear(editor);
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledWith('a', 'due', '');
  },
};

export const ReadOnlyCellsDoNotOpen: Story = {
  args: { readOnly: true },
  play: async ({ canvas, userEvent }) => {
    const cell = canvas.getAllByRole('gridcell')[0]!;
    await expect(cell).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(cell);
    await userEvent.keyboard('{Enter}');
    await userEvent.dblClick(cell);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const NumbersEditWithTheirUnit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const cell = canvas.getAllByRole('gridcell')[3]!;
    await userEvent.click(cell);
    await userEvent.keyboard('{F2}');
    const editor = canvas.getByRole('spinbutton', { name: 'Points of Ship the search' });
    await expect(editor).toHaveFocus();
    await expect(editor).toHaveValue(3);
    // The unit stands beside the editor.
    await expect(canvas.getByText('pt')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(cell).toHaveFocus();
    await expect(cell).toHaveTextContent('3 pt');
    await expect(args.onCommit).not.toHaveBeenCalled();
  },
};

export const ChoicesOpenAMenuAndReturnTheFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const body = within(document.body);
    const cell = canvas.getAllByRole('gridcell')[4]!;
    // A cell never focused mounts no menu (nor its anchor): a long table draws many of them.
    await expect(cell.querySelector('.tb-table__anchor')).toBeNull();
    await userEvent.click(cell);
    // A click only focuses: the menu opens by the keyboard (or a double click).
    await expect(body.queryByRole('menu')).toBeNull();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Stage of Ship the search' });
    await expect(body.getByRole('menuitemradio', { name: 'Review' })).toHaveAttribute('aria-checked', 'true');
    // Escape closes without a change.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(cell).toHaveFocus();
    await expect(args.onCommit).not.toHaveBeenCalled();
    // Once mounted, the menu stays (closed), so later openings and closings behave as the first.
    await expect(cell.querySelector('.tb-table__anchor')).not.toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('menuitemradio', { name: 'Shipped' })).toBeVisible());
    await userEvent.click(body.getByRole('menuitemradio', { name: 'Shipped' }));
    await expect(args.onCommit).toHaveBeenCalledWith('a', 'stage', 'shipped');
    await waitFor(() => expect(cell).toHaveFocus());
    await expect(cell).toHaveTextContent('Shipped');
    // "None" clears the choice.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'None' }));
    await expect(args.onCommit).toHaveBeenLastCalledWith('a', 'stage', null);
  },
};

export const ManyChoicesTickOneByOne: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const body = within(document.body);
    const cell = canvas.getAllByRole('gridcell')[5]!;
    await userEvent.dblClick(cell);
    const backend = await body.findByRole('menuitemcheckbox', { name: 'Backend' });
    await expect(body.getByRole('menuitemcheckbox', { name: 'UX' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(backend);
    await expect(args.onCommit).toHaveBeenCalledWith('a', 'tags', ['ux', 'backend']);
    // The menu stays open for the next tick.
    await expect(body.getByRole('menuitemcheckbox', { name: 'Backend' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(cell).toHaveFocus());
  },
};

export const TogglesFlipWithSpace: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const cell = canvas.getAllByRole('gridcell')[6]!;
    await userEvent.click(cell);
    await expect(cell).toHaveTextContent('No');
    await userEvent.keyboard(' ');
    await expect(args.onCommit).toHaveBeenCalledWith('a', 'approved', true);
    await expect(cell).toHaveTextContent('Yes');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenLastCalledWith('a', 'approved', false);
  },
};

export const ReadOnlyChoicesAndTogglesStay: Story = {
  args: { readOnly: true },
  play: async ({ args, canvas, userEvent }) => {
    const [stage, , approved] = canvas.getAllByRole('gridcell').slice(4, 7);
    await userEvent.click(stage!);
    await userEvent.keyboard('{Enter}');
    await userEvent.dblClick(stage!);
    await userEvent.click(approved!);
    await userEvent.keyboard(' ');
    await expect(within(document.body).queryByRole('menu')).toBeNull();
    await expect(args.onCommit).not.toHaveBeenCalled();
  },
};

export const RefusedEditsShowTheirReason: Story = {
  args: { dueError: 'A card cannot start after it is due.' },
  play: async ({ canvas }) => {
    const due = canvas.getAllByRole('gridcell')[1]!;
    await expect(
      within(due).getByRole('img', { name: 'A card cannot start after it is due.' }),
    ).toBeVisible();
    // Only the refused cell says so.
    await expect(canvas.getAllByRole('img', { name: 'A card cannot start after it is due.' })).toHaveLength(
      1,
    );
  },
};
