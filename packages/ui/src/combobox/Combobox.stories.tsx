import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Avatar } from '../avatar';
import { everyone, labels } from '../fixtures/fixtures';
import type { Usage } from '../fixtures/usage';
import { Combobox, type ComboboxProps } from './Combobox';

const usage: Usage = {
  when: 'Choosing one or several values from a list too long to show at once: assignees, labels, a board to move a card to.',
  whenNot: 'Up to ten fixed options with one choice: Select. Two to five always visible: SegmentedControl.',
  do: [
    'Show chosen values on the button',
    'Put an avatar or colour dot in `start` when it helps recognition',
  ],
  dont: ['Use it for free text', 'Hide the search field'],
  content: 'The label is the field’s noun (“Assignees”); the empty button says “None” or “Nobody”.',
};

const people = everyone.map((person) => ({
  value: person.id,
  label: person.name,
  start: <Avatar name={person.name} size="xs" decorative />,
}));
const labelOptions = Object.values(labels).map((label) => ({
  value: label.id,
  label: label.name,
  start: (
    <span
      aria-hidden
      style={{ width: 8, height: 8, borderRadius: 8, background: `var(--tb-label-${label.color}-solid)` }}
    />
  ),
}));

function Controlled(props: ComboboxProps) {
  const [value, setValue] = useState<string[]>([...props.value]);
  return (
    <Combobox
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Assignees',
    options: people,
    value: ['u-ada'],
    multiple: true,
    placeholder: 'Nobody',
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ width: 280, minHeight: 320 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Assignees: Story = {};
export const Labels: Story = {
  args: { label: 'Labels', options: labelOptions, value: ['l-bug', 'l-design'], placeholder: 'No labels' },
};
export const SingleChoice: Story = {
  args: {
    label: 'Move to board',
    multiple: false,
    value: [],
    placeholder: 'Choose a board',
    options: [
      { value: 'b1', label: 'Quarterly roadmap' },
      { value: 'b2', label: 'Design system' },
      { value: 'b3', label: 'Hiring' },
    ],
  },
};
export const Open: Story = { args: { defaultOpen: true } };

export const SearchAndChooseWithKeyboard: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { value: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Assignees/ }));
    const search = await within(document.body).findByRole('combobox', { name: /^search assignees$/i });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'gr');
    const list = within(document.body).getByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['u-grace']);
    await expect(within(list).getByRole('option', { name: 'Grace Hopper' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Several can be chosen; the list stays open.
    await userEvent.clear(search);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['u-grace', 'u-alan']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: /Grace Hopper/ })).toHaveFocus();
  },
};
export const NothingFound: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { defaultOpen: true },
  play: async ({ userEvent }) => {
    const search = await within(document.body).findByRole('combobox');
    await userEvent.type(search, 'zeppelin');
    await expect(within(document.body).getByRole('status')).toHaveTextContent('No matches');
    await expect(within(document.body).queryAllByRole('option')).toHaveLength(0);
  },
};
