import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CardTile } from '../card-tile';
import { DropdownMenu } from '../dropdown-menu';
import { narrow } from '../fixtures/decorators';
import { hoursFromNow, labels, longText, now, people } from '../fixtures/fixtures';
import { IconButton } from '../icon-button';
import { BoardColumn } from './BoardColumn';
import type { Usage } from '../fixtures/usage';

const cards = [
  <CardTile
    key="a"
    title="Sign-in page copy"
    labels={[labels.design]}
    assignees={[people.ada]}
    now={now}
    onOpen={fn()}
  />,
  <CardTile
    key="b"
    title="Rate-limit the invite endpoint"
    labels={[labels.backend, labels.urgent]}
    dueAt={hoursFromNow(-5)}
    assignees={[people.grace, people.alan]}
    commentCount={3}
    now={now}
    onOpen={fn()}
  />,
  <CardTile
    key="c"
    title="Card drawer keyboard shortcuts"
    checklist={{ done: 4, total: 4 }}
    now={now}
    onOpen={fn()}
  />,
];

const menu = (
  <DropdownMenu
    trigger={<IconButton icon="more" size="sm" label="Actions for Doing" />}
    items={[
      { id: 'rename', label: 'Rename', onSelect: fn() },
      { id: 'limit', label: 'Set WIP limit', onSelect: fn() },
      { id: 'archive', label: 'Archive list', danger: true, onSelect: fn() },
    ]}
  />
);

const usage: Usage = {
  when: 'A list on the board with its cards, WIP limit and add-card action.',
  do: ['Show the WIP limit when the team set one', 'Keep the header actions in the menu'],
  dont: ['Nest scrolling areas inside a column', 'Hide the empty state: say the list is empty'],
  content: "List names are the team's words; keep system text short: “Add a card”.",
};

const meta = {
  title: 'Board/BoardColumn',
  component: BoardColumn,
  args: { name: 'Doing', cardCount: 3, children: cards, onAddCard: fn(), menu },
  decorators: [(Story) => <div style={{ height: 560, display: 'flex' }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof BoardColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCards: Story = {};
export const Empty: Story = { args: { name: 'Done', cardCount: 0, children: [] } };
export const Loading: Story = { args: { status: 'loading', children: [] } };
export const Error: Story = {
  args: { status: 'error', errorMessage: 'You seem to be offline.', onRetry: fn(), children: [] },
};
/** Filters on: 2 of the list's 3 cards match, and the header says so. */
export const Filtered: Story = {
  args: { shownCount: 2, children: cards.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 of 3')).toBeVisible();
    await expect(canvas.getByText('2 shown of 3 cards')).toBeInTheDocument();
  },
};
export const AtWipLimit: Story = { args: { wipLimit: 3 } };
export const OverWipLimit: Story = { args: { wipLimit: 2 } };
export const ViewerCannotAdd: Story = { args: { onAddCard: undefined, menu: undefined } };
export const LongName: Story = { args: { name: longText } };
export const ManyCards: Story = {
  args: {
    cardCount: 40,
    wipLimit: 30,
    children: Array.from({ length: 40 }, (_, index) => (
      <CardTile
        key={index}
        title={`Card number ${index + 1}`}
        now={now}
        onOpen={fn()}
        commentCount={index % 4}
      />
    )),
  },
};
export const WithDragHandle: Story = { args: { dragHandleProps: {} } };
export const DropTarget: Story = { args: { dragState: 'over' } };
export const Narrow: Story = { decorators: [narrow] };
