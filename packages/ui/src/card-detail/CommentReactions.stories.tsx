import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../fixtures/usage';
import { CommentReactions, type CommentReactionsProps, type ReactionSummary } from './CommentReactions';

const usage: Usage = {
  when: 'Under a comment: a quick acknowledgement without another comment.',
  whenNot: 'Answers and decisions belong in a comment.',
  do: ['Name who reacted on hover and focus', 'Show the reader’s own reactions as pressed'],
  dont: ['Offer reactions the team has not got', 'Hide the names behind a click'],
  content: 'Reaction names are nouns or short phrases: “Thumbs up”, “Celebrate”.',
};

/** The app passes the SDK's set; the stories use the same one. */
const choices = [
  { id: 'thumbs_up', emoji: '👍' },
  { id: 'heart', emoji: '❤️' },
  { id: 'tada', emoji: '🎉' },
  { id: 'laugh', emoji: '😄' },
  { id: 'eyes', emoji: '👀' },
  { id: 'rocket', emoji: '🚀' },
];
const given: ReactionSummary[] = [
  { id: 'thumbs_up', emoji: '👍', people: ['Ada Lovelace', 'Grace Hopper'], mine: true },
  { id: 'tada', emoji: '🎉', people: ['Grace Hopper'], mine: false },
];

/** Holds the reactions as the app does: a toggle adds or takes back the reader's ("Ada Lovelace"). */
function Live(props: CommentReactionsProps) {
  const [reactions, setReactions] = useState(props.reactions);
  return (
    <CommentReactions
      {...props}
      reactions={reactions}
      onToggle={(id) => {
        props.onToggle?.(id);
        setReactions((all) => {
          const had = all.find((r) => r.id === id);
          if (!had)
            return [...all, { ...choices.find((c) => c.id === id)!, people: ['Ada Lovelace'], mine: true }];
          const people = had.mine
            ? had.people.filter((p) => p !== 'Ada Lovelace')
            : [...had.people, 'Ada Lovelace'];
          return people.length === 0
            ? all.filter((r) => r.id !== id)
            : all.map((r) => (r.id === id ? { ...r, people, mine: !had.mine } : r));
        });
      }}
    />
  );
}

const meta = {
  title: 'Board/CardDetail/CommentReactions',
  component: CommentReactions,
  args: { choices, reactions: given, onToggle: fn(), locale: 'en-GB' },
  parameters: { usage },
} satisfies Meta<typeof CommentReactions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reactions: Story = {};
export const None: Story = { args: { reactions: [] } };
export const ReadOnly: Story = { args: { onToggle: undefined } };

export const NamesWhoReactedOnFocus: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas }) => {
    const thumbs = canvas.getByRole('button', { name: 'Thumbs up: 2 people' });
    await expect(thumbs).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(thumbs).toHaveFocus();
    const tip = await within(document.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Ada Lovelace and Grace Hopper reacted with Thumbs up');
  },
};

export const TogglesAndAdds: Story = {
  tags: ['test', '!autodocs', '!dev'],
  render: (args) => <Live {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Celebrate: 1 person' }));
    await expect(args.onToggle).toHaveBeenCalledWith('tada');
    await expect(canvas.getByRole('button', { name: 'Celebrate: 2 people' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Taking back the only one removes the reaction.
    await userEvent.click(canvas.getByRole('button', { name: 'Thumbs up: 2 people' }));
    await expect(canvas.getByRole('button', { name: 'Thumbs up: 1 person' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add a reaction' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: '🚀 Rocket' }));
    await waitFor(() => expect(args.onToggle).toHaveBeenLastCalledWith('rocket'));
    await expect(canvas.getByRole('button', { name: 'Rocket: 1 person' })).toBeInTheDocument();
  },
};

export const ReadOnlyStillNamesPeople: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { onToggle: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add a reaction' })).toBeNull();
    const tada = canvas.getByRole('button', { name: 'Celebrate: 1 person' });
    await expect(tada).toHaveAttribute('aria-disabled', 'true');
    tada.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'Grace Hopper reacted with Celebrate',
    );
  },
};

export const InGerman: Story = {
  globals: { locale: 'de' },
  args: { locale: 'de-DE' },
  play: async ({ canvas }) => {
    const thumbs = canvas.getByRole('button', { name: 'Daumen hoch: 2 Personen' });
    thumbs.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'Ada Lovelace und Grace Hopper haben mit Daumen hoch reagiert',
    );
    await expect(canvas.getByRole('button', { name: 'Reaktion hinzufügen' })).toBeVisible();
  },
};
