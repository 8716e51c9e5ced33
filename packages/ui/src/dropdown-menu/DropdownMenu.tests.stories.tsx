import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { DropdownMenu } from './DropdownMenu';

const rename = fn();
const archive = fn();
const disabled = fn();

const meta = {
  title: 'Overlays/DropdownMenu/Tests',
  component: DropdownMenu,
  tags: ['test', '!autodocs'],
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
