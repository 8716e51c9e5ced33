import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { DropdownMenu, type DropdownMenuEntry } from './DropdownMenu';

const rename = fn();
const archive = fn();
const disabled = fn();
const toggled = fn();

const meta = {
  title: 'Overlays/DropdownMenu/Tests',
  component: DropdownMenu,
  tags: ['test', '!autodocs', '!dev'],
  args: {
    trigger: <Button variant="secondary">Actions</Button>,
    items: [
      { id: 'rename', label: 'Rename', onSelect: rename },
      { id: 'locked', label: 'Locked', onSelect: disabled, disabled: true },
      { id: 'archive', label: 'Archive', onSelect: archive, danger: true },
    ],
  },
  beforeEach: () => {
    rename.mockClear();
    archive.mockClear();
    disabled.mockClear();
    toggled.mockClear();
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowKeysSkipDisabledAndWrap: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });

    await waitFor(() => expect(item('Rename')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Archive')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Rename')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Archive')).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(archive).toHaveBeenCalledOnce();
    await expect(disabled).not.toHaveBeenCalled();
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const TypeaheadAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(document.body).findByRole('menu');
    await userEvent.keyboard('a');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(rename).not.toHaveBeenCalled();
  },
};

/** A caller that keeps the checked state, as a filter bar does. */
function CheckableMenu() {
  const [picked, setPicked] = useState<readonly string[]>(['bug']);
  const items = ['bug', 'design', 'ops'].map((id): DropdownMenuEntry => ({
    id,
    type: 'checkbox',
    label: id === 'bug' ? 'Bug' : id === 'design' ? 'Design' : 'Ops',
    checked: picked.includes(id),
    disabled: id === 'ops',
    onCheckedChange: (on) => {
      toggled(id, on);
      setPicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
    },
  }));
  return (
    <>
      <DropdownMenu trigger={<Button variant="secondary">Labels</Button>} items={items} align="start" />
      <output aria-label="Picked">{picked.join(',')}</output>
    </>
  );
}

export const CheckboxItemsToggleAndStayOpen: Story = {
  render: () => <CheckableMenu />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Labels' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitemcheckbox', { name });

    await expect(item('Bug')).toHaveAttribute('aria-checked', 'true');
    await expect(item('Design')).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(item('Bug')).toHaveFocus());

    // Space and Enter both toggle, and the menu stays open for the next pick.
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Design')).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(item('Design')).toHaveAttribute('aria-checked', 'true'));
    await expect(toggled).toHaveBeenLastCalledWith('design', true);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(item('Bug')).toHaveAttribute('aria-checked', 'false'));
    await expect(within(document.body).getByRole('menu')).toBeVisible();
    await expect(canvas.getByLabelText('Picked')).toHaveTextContent(/^design$/);

    // A disabled option is skipped by the arrows and cannot be toggled by a click.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(item('Bug')).toHaveFocus();
    await userEvent.click(item('Ops'));
    await expect(toggled).not.toHaveBeenCalledWith('ops', true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
