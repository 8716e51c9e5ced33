import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TableDemo } from './DataTable.fixtures';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'Many records with the same fields, read and edited like a spreadsheet (the board’s table view).',
  whenNot: 'A handful of items to drag between states: use the board’s columns.',
  do: ['Make sortable headers buttons with aria-sort', 'Return focus to the cell after editing'],
  dont: ['Edit on a single click: arrows and Tab must move without opening editors'],
};

const meta = {
  title: 'Board/DataTable',
  component: TableDemo,
  args: { onCommit: fn(), onSort: fn() },
  parameters: { usage },
} satisfies Meta<typeof TableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {};
export const ReadOnly: Story = { args: { readOnly: true } };
