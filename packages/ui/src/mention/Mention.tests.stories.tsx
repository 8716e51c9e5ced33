import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { everyone } from '../fixtures/fixtures';
import { MarkdownEditor } from '../markdown-editor';
import { MarkdownView } from '../markdown-view';

function Editor({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MarkdownEditor
        label="Comment"
        value={value}
        onChange={setValue}
        mentions={{ people: everyone, format: (p) => `@[${p.name}](${p.id})` }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const meta = {
  title: 'Text/Mentions/Tests',
  component: Editor,
  tags: ['test', '!autodocs', '!dev'],
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeAtFilterArrowEnter: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Comment');
    await userEvent.click(field);
    await userEvent.keyboard('Hi @a');
    const list = await canvas.findByRole('listbox', { name: 'Mention a member' });
    // Names starting with "a" (no word of the other names does).
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(2);
    await expect(options[0]).toHaveTextContent('Ada Lovelace');
    await expect(options[1]).toHaveTextContent('Alan Turing');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(list).not.toBeInTheDocument());
    await expect(canvas.getByTestId('value')).toHaveTextContent('Hi @[Alan Turing](u-alan)');
    await expect(field).toHaveFocus();
  },
};

export const EscapeClosesWithoutInserting: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Comment');
    await userEvent.click(field);
    await userEvent.keyboard('@gr');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect((field as HTMLTextAreaElement).value).toBe('@gr\n');
  },
};

export const NoMatchSaysSo: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('Comment'));
    await userEvent.keyboard('@zzz');
    await expect(await canvas.findByText('No member matches.')).toHaveAttribute('role', 'status');
  },
};

export const ClickPicks: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('Comment'));
    await userEvent.keyboard('@hop');
    await userEvent.click(await canvas.findByRole('option', { name: 'Grace Hopper' }));
    await expect(canvas.getByTestId('value')).toHaveTextContent('@[Grace Hopper](u-grace)');
  },
};

export const ViewDrawsChipsNotLinks: Story = {
  render: () => (
    <MarkdownView source="Ask @[Ada](6f1c8a62-1b7e-4c1e-9f57-1b2c3d4e5f60) or see [docs](https://example.com)" />
  ),
  play: async ({ canvas }) => {
    const chip = canvas.getByText('@Ada');
    await expect(chip).toHaveAttribute('data-user-id', '6f1c8a62-1b7e-4c1e-9f57-1b2c3d4e5f60');
    await expect(chip.closest('a')).toBeNull();
    await expect(canvas.getAllByRole('link').map((a) => a.textContent)).toEqual(['docs']);
  },
};

// A name is shown as written: Markdown characters in it are not read as emphasis.
export const ViewShowsNamesAsWritten: Story = {
  render: () => (
    <MarkdownView source="@[Ada *Ops* Lovelace_](6f1c8a62-1b7e-4c1e-9f57-1b2c3d4e5f60) starts, then @[`Grace`](0c1f8a62-1b7e-4c1e-9f57-1b2c3d4e5f61)." />
  ),
  play: async ({ canvasElement }) => {
    const chips = [...canvasElement.querySelectorAll('.tb-mention')].map((chip) => chip.textContent);
    await expect(chips).toEqual(['@Ada *Ops* Lovelace_', '@`Grace`']);
  },
};
