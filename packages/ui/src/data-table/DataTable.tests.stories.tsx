import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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
