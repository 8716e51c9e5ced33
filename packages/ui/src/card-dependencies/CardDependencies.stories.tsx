import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../fixtures/usage';
import { CardDependencies } from './CardDependencies';

const usage: Usage = {
  when: 'In the card drawer: what the card waits on and what waits on it, across the workspace’s boards.',
  whenNot: 'On the board, the tile’s “blocked” mark with its count says enough.',
  do: ['Keep a card on a board the viewer cannot see in the list, as “a card you cannot see”'],
  dont: [
    'Show the title or board of a card the viewer cannot see',
    'Offer the card itself as its own blocker',
  ],
  content: 'Card titles are the team’s words; board names follow a title only for cards of other boards.',
};

const meta = {
  title: 'Card/CardDependencies',
  component: CardDependencies,
  args: {
    blockedBy: [
      { hidden: false, id: 'c-notes', title: 'Write the release notes', open: true },
      { hidden: false, id: 'c-legal', title: 'Legal review', boardName: 'Compliance', open: false },
      { hidden: true, open: true },
    ],
    blocks: [
      { hidden: false, id: 'c-launch', title: 'Announce the launch', boardName: 'Marketing', open: true },
    ],
    candidates: [
      { id: 'c-qa', title: 'QA sign-off' },
      { id: 'c-docs', title: 'Update the docs', boardName: 'Docs' },
    ],
    canEdit: true,
    onAdd: fn(),
    onRemove: fn(),
    onOpen: fn(),
  },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof CardDependencies>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};

export const ReadOnly: Story = { args: { canEdit: false } };

export const NoLinks: Story = { args: { blockedBy: [], blocks: [] } };

export const HidesWhatTheViewerCannotSee: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const blockers = within(canvas.getByRole('list', { name: 'Blocked by' })).getAllByRole('listitem');
    await expect(blockers).toHaveLength(3);
    await expect(blockers[2]).toHaveTextContent('A card you cannot see');
    // Nothing to remove or open on a hidden card.
    await expect(within(blockers[2]!).queryByRole('button')).toBeNull();
    await expect(blockers[1]).toHaveTextContent('Compliance');
    await expect(blockers[1]).toHaveTextContent('Done');
  },
};

export const AddsAndRemovesBlockers: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Add a blocking card/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Update the docs · Docs' }),
    );
    await expect(args.onAdd).toHaveBeenCalledWith('c-docs');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove “Write the release notes”' }));
    await expect(args.onRemove).toHaveBeenCalledWith('c-notes');
    await userEvent.click(canvas.getByRole('button', { name: 'Announce the launch' }));
    await expect(args.onOpen).toHaveBeenCalledWith('c-launch');
  },
};

export const ReadersOnlyRead: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Add a blocking card/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};
