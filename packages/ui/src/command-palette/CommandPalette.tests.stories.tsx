import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CommandPalette } from './CommandPalette';
import { PaletteDemo, paletteGroups } from './CommandPalette.fixtures';

const meta = {
  title: 'Navigation/CommandPalette/Tests',
  component: CommandPalette,
  tags: ['test', '!autodocs', '!dev'],
  render: (args) => <PaletteDemo {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    query: '',
    onQueryChange: fn(),
    groups: paletteGroups,
    onSelect: fn(),
  },
  decorators: [(Story) => <div style={{ minHeight: 480 }}>{Story()}</div>],
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

const palette = () => within(document.body).findByRole('dialog', { name: 'Search' });

export const KeyboardFirst: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await palette();
    const input = within(dialog).getByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(input).toHaveFocus());

    await userEvent.type(input, 'road');
    const options = within(dialog).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Quarterly roadmapKeep the roadmap short',
      'Road trip budgetOps · DoingArchived',
      'Roadmap',
    ]);
    // The first result is active; the input points at it.
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    // Wraps around at both ends.
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);

    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'b1' }),
      expect.objectContaining({ id: 'boards' }),
    );
    await expect(input).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await palette();
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const GroupsAndHighlights: Story = {
  args: { query: 'road' },
  play: async () => {
    const dialog = await palette();
    const groups = within(dialog).getAllByRole('group');
    await expect(
      groups.map((g) => g.getAttribute('aria-labelledby') && within(g).getAllByRole('option').length),
    ).toEqual([2, 1]);
    await expect(within(dialog).getByRole('group', { name: 'Cards' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('group', { name: 'Boards' })).toBeInTheDocument();
    // Matches of the query are marked; a snippet keeps the server's marks.
    const marks = [...dialog.querySelectorAll('mark')].map((m) => m.textContent);
    await expect(marks).toEqual(['road', 'roadmap', 'Road', 'Road']);
  },
};

export const ClickChooses: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await palette();
    await userEvent.click(within(dialog).getByRole('option', { name: /Go to settings/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'settings' }),
      expect.objectContaining({ id: 'actions' }),
    );
  },
};

export const LoadingThenEmpty: Story = {
  args: { query: 'zeppelin', loading: true },
  play: async () => {
    const dialog = await palette();
    await expect(within(dialog).getByRole('status', { name: 'Searching' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('combobox')).toHaveAttribute('aria-busy', 'true');
    // Nothing is said to be missing while results may still come.
    await expect(within(dialog).queryByText('Nothing matches.')).toBeNull();
  },
};

export const NothingMatches: Story = {
  args: { query: 'zeppelin' },
  play: async ({ args, userEvent }) => {
    const dialog = await palette();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Nothing matches.');
    const input = within(dialog).getByRole('combobox');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
